/**
 * shared-ui/testing/downloads: the files a page saves through downloadBlob (an object URL on a clicked anchor), for a
 * jsdom test. jsdom has neither object URLs nor navigation, so the URLs are stubbed and the anchor's click is caught.
 */
export interface SavedFile {
  /** The name the page saved the file under. */
  name: string;
  /** The bytes it saved, as the page built them. */
  blob: Blob | null;
}

/** Collects, for the enclosing describe block (or file), every file saved; emptied before each test. */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  let lastBlob: Blob | null = null;
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
    event.preventDefault();
    saved.push({ name: event.target.download, blob: lastBlob });
  };
  beforeAll(() => {
    URL.createObjectURL = jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:saved-file';
    });
    URL.revokeObjectURL = jest.fn();
    document.addEventListener('click', onClick);
  });
  afterAll(() => document.removeEventListener('click', onClick));
  beforeEach(() => {
    saved.length = 0;
    lastBlob = null;
  });
  return saved;
}
