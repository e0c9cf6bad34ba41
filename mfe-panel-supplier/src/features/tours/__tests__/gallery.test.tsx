import 'shared-contracts/testing/dom-fetch';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaSourceType, MediaState } from 'shared-contracts/enums';
import type { UploadedFile } from 'shared-contracts/files';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import type { TourFull } from 'shared-contracts/tours';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, sessionStore } from 'shared-runtime/session';
import type { UploadProgress } from 'shared-ui/panel-kit';
import { GalleryUploaderContext } from '../lib/gallery-upload';
import { createListItem, createTourFull, emptyGlance, renderArea, requestsTo } from './tour-fixtures';

const ID = 42;
const GALLERY = `/en/npanel/tour/${ID}?section=gallery_and_widget`;

interface Call {
  file: File;
  progress: (step: UploadProgress) => void;
  resolve: (file: UploadedFile) => void;
}

/** The upload the gallery is given instead of the network: each file waits until the test answers it. */
class FakeUploader {
  calls: Call[] = [];

  upload = (file: File, options: { onProgress: (step: UploadProgress) => void; signal: AbortSignal }) =>
    new Promise<UploadedFile>((resolve, reject) => {
      options.signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      this.calls.push({ file, progress: options.onProgress, resolve });
    });

  callFor(name: string): Call {
    const call = this.calls.find((each) => each.file.name === name);
    if (!call) throw new Error(`no upload of ${name}`);
    return call;
  }
}

const jpeg = (name: string) => new File([new Uint8Array(2000)], name, { type: 'image/jpeg' });
const uploaded = (id: number, name: string): UploadedFile => ({
  id,
  url: `/core/public/files/key-${id}/${name}`,
  mime: 'image/jpeg',
  size: 2000,
  width: 1600,
  height: 1200,
  state: MediaState.Approved,
});

let server: ApiServer;
let tour: TourFull;
let uploader: FakeUploader;

beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  tour = createTourFull({ id: ID });
  uploader = new FakeUploader();
  server.on(`GET ${api.tours.full.path({ id: ID })}`, () => ({ body: { data: tour } }));
  server.on(`GET ${api.tours.atGlance.path({ id: ID })}`, () => ({ body: emptyGlance(tour) }));
  server.on(`POST ${api.tours.listing.path()}`, () => ({ body: { data: { data: [], total: 0, page_number: -1, limit: -1 } } }));
  sessionStore.set(currentUserAtom, createSupplier());
  let next = 0;
  // jsdom has no object URLs (the upload rows' previews).
  URL.createObjectURL = jest.fn(() => `blob:preview-${(next += 1)}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => sessionStore.set(currentUserAtom, null));

const renderGallery = () => renderArea(GALLERY, (ui) => <GalleryUploaderContext.Provider value={uploader.upload}>{ui}</GalleryUploaderContext.Provider>);
const items = (form: HTMLElement) => within(within(form).getByRole('list', { name: 'Gallery' })).getAllByRole('listitem');

describe('the gallery section', () => {
  it('uploads images with their progress, orders them, chooses a cover, and saves them as media items', async () => {
    server.on(`PUT ${api.tours.update.path({ id: ID })}`, ({ body }) => {
      const media = (body as { media: { file_id: number; is_cover: boolean }[] }).media;
      tour = createTourFull({
        id: ID,
        gallery_and_widget: {
          media: media.map((item, position) => ({
            id: 100 + position,
            source_type: MediaSourceType.file,
            url: uploaded(item.file_id, 'x.jpg').url,
            file_id: item.file_id,
            alt: '',
            position,
            is_cover: item.is_cover,
            state: MediaState.Approved,
          })),
        },
        sellable: { ready: false, missing: ['pricedOption', 'futureDeparture'] },
      });
      return { body: { data: tour } };
    });
    const user = userEvent.setup();
    renderGallery();

    const form = await screen.findByRole('form', { name: 'Gallery and widget' });
    expect(within(form).getByText(/No images or videos yet/)).toBeInTheDocument();
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [jpeg('fjord.jpg'), jpeg('kayaks.jpg')]);

    act(() => uploader.callFor('fjord.jpg').progress({ loaded: 500, total: 2000 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading fjord.jpg' })).toHaveAttribute('aria-valuenow', '25');
    await act(async () => uploader.callFor('fjord.jpg').resolve(uploaded(11, 'fjord.jpg')));
    await act(async () => uploader.callFor('kayaks.jpg').resolve(uploaded(12, 'kayaks.jpg')));

    // Each upload joins the gallery in the order it arrived; the first image is the cover until another is chosen.
    await waitFor(() => expect(items(form)).toHaveLength(2));
    expect(within(items(form)[0]!).getByText('Cover')).toBeInTheDocument();
    expect(within(items(form)[0]!).getByRole('img', { name: 'Preview of Image 1' })).toHaveAttribute('src', expect.stringContaining('/core/public/files/key-11/fjord.jpg'));

    await user.type(within(items(form)[1]!).getByRole('textbox', { name: 'Description of item 2' }), 'Two kayaks');
    await user.click(within(form).getByRole('button', { name: 'Move Two kayaks up' }));
    expect(within(items(form)[0]!).getByRole('textbox', { name: 'Description of item 1' })).toHaveValue('Two kayaks');
    await user.click(within(form).getByRole('button', { name: 'Use Image 2 as cover' }));
    expect(within(items(form)[1]!).getByText('Cover')).toBeInTheDocument();
    expect(within(items(form)[0]!).queryByText('Cover')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Saved: Gallery')).toBeInTheDocument();
    const [put] = requestsTo(server, 'PUT', api.tours.update.path({ id: ID }));
    expect(put!.body).toEqual({
      section: 'gallery_and_widget',
      media: [
        { source_type: MediaSourceType.file, file_id: 12, alt: 'Two kayaks', is_cover: false },
        { source_type: MediaSourceType.file, file_id: 11, alt: '', is_cover: true },
      ],
    });
    // The image is no longer what activation lacks.
    await waitFor(() => expect(screen.getByTestId('sellable-checklist')).not.toHaveTextContent('At least one image'));
  });

  it('adds a video by its link, refuses a link that is no YouTube or Vimeo one, and requires an image', async () => {
    const user = userEvent.setup();
    renderGallery();
    const form = await screen.findByRole('form', { name: 'Gallery and widget' });

    await user.type(within(form).getByRole('textbox', { name: 'Video link' }), 'https://example.com/watch?v=dQw4w9WgXcQ');
    await user.click(within(form).getByRole('button', { name: 'Add video' }));
    expect(within(form).getByText('Enter a YouTube or Vimeo link that starts with https://.')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: 'Video link' }));
    await user.type(within(form).getByRole('textbox', { name: 'Video link' }), 'https://youtu.be/dQw4w9WgXcQ{Enter}');
    expect(items(form)).toHaveLength(1);
    expect(within(items(form)[0]!).getByText('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBeInTheDocument();
    // A video is never the cover.
    expect(within(items(form)[0]!).queryByRole('button', { name: /as cover/ })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('At least one image is required!')).toBeInTheDocument();
    expect(requestsTo(server, 'PUT', api.tours.update.path({ id: ID }))).toEqual([]);
  });

  it('reuses an image of another of the supplier’s activities as an existing file', async () => {
    const other = createTourFull({
      id: 50,
      vital_details: { name: 'City Walk' },
      gallery_and_widget: {
        media: [{ id: 9, source_type: MediaSourceType.file, url: '/core/public/files/c/square.jpg', file_id: 77, alt: 'The square', position: 0, is_cover: true, state: MediaState.Approved }],
      },
    });
    server.on(`POST ${api.tours.listing.path()}`, () => ({
      body: { data: { data: [createListItem({ id: 50, name: 'City Walk', image: '/core/public/files/c/square.jpg' })], total: 1, page_number: -1, limit: -1 } },
    }));
    server.on(`GET ${api.tours.full.path({ id: 50 })}`, () => ({ body: { data: other } }));
    server.on(`PUT ${api.tours.update.path({ id: ID })}`, () => ({ body: { data: tour } }));
    const user = userEvent.setup();
    renderGallery();
    const form = await screen.findByRole('form', { name: 'Gallery and widget' });
    expect(requestsTo(server, 'POST', api.tours.listing.path())).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Use an image from another activity' }));
    await user.selectOptions(await within(form).findByRole('combobox', { name: 'Activity' }), 'City Walk');
    await user.click(await within(form).findByRole('button', { name: 'Add image 1 of City Walk' }));
    expect(within(items(form)[0]!).getByText('From another activity')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsTo(server, 'PUT', api.tours.update.path({ id: ID }))).toHaveLength(1));
    expect(requestsTo(server, 'PUT', api.tours.update.path({ id: ID }))[0]!.body).toEqual({
      section: 'gallery_and_widget',
      media: [{ source_type: MediaSourceType.existingFile, file_id: 77, alt: 'The square', is_cover: false }],
    });
  });

  it('shows the API’s refusal of one item on that item', async () => {
    tour = createTourFull({
      id: ID,
      gallery_and_widget: {
        media: [
          { id: 1, source_type: MediaSourceType.file, url: '/core/public/files/a/one.jpg', file_id: 31, alt: 'Harbour', position: 0, is_cover: false, state: MediaState.Approved },
          { id: 2, source_type: MediaSourceType.existingFile, url: '/core/public/files/b/two.jpg', file_id: 32, alt: 'Boat', position: 1, is_cover: false, state: MediaState.Processing },
        ],
      },
    });
    server.on(`PUT ${api.tours.update.path({ id: ID })}`, () => ({
      status: 400,
      body: { message: 'Bad request', code: 'VALIDATION_FAILED', issues: [{ path: 'media.1.file_id', message: 'This file was not found. Upload it again.', code: 'errors.fileNotFound' }] },
    }));
    const user = userEvent.setup();
    renderGallery();
    const form = await screen.findByRole('form', { name: 'Gallery and widget' });
    expect(within(items(form)[1]!).getByText('Processing')).toBeInTheDocument();
    expect(within(items(form)[1]!).getByText('From another activity')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Use Boat as cover' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(items(form)[1]!).findByText('This file was not found. Upload it again.')).toBeInTheDocument();
    expect(within(items(form)[0]!).queryByRole('alert')).not.toBeInTheDocument();
    const [put] = requestsTo(server, 'PUT', api.tours.update.path({ id: ID }));
    expect((put!.body as { media: unknown[] }).media).toEqual([
      { source_type: MediaSourceType.file, file_id: 31, alt: 'Harbour', is_cover: false },
      { source_type: MediaSourceType.existingFile, file_id: 32, alt: 'Boat', is_cover: true },
    ]);
  });
});
