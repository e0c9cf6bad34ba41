import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts/errors';
import { FileUpload, acceptsFile } from '../upload/file-upload';
import type { UploadProgress } from '../upload/xhr-upload';
import { renderKit } from './render-kit';

interface Call {
  file: File;
  signal: AbortSignal;
  progress: (step: UploadProgress) => void;
  resolve: (result: { id: number }) => void;
  reject: (error: unknown) => void;
}

/** An Uploader the test drives: each call waits until the test answers it. */
class FakeUploader {
  calls: Call[] = [];

  upload = (file: File, options: { onProgress: (step: UploadProgress) => void; signal: AbortSignal }) =>
    new Promise<{ id: number }>((resolve, reject) => {
      options.signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      this.calls.push({ file, signal: options.signal, progress: options.onProgress, resolve, reject });
    });

  callFor(name: string): Call {
    const matching = this.calls.filter((call) => call.file.name === name);
    const call = matching[matching.length - 1];
    if (!call) throw new Error(`no upload of ${name}`);
    return call;
  }
}

const png = (name = 'fjord.png') => new File([new Uint8Array(1000)], name, { type: 'image/png' });
const pdf = (name = 'menu.pdf') => new File([new Uint8Array(3000)], name, { type: 'application/pdf' });

let urls: string[];
let revoked: string[];
beforeEach(() => {
  urls = [];
  revoked = [];
  let next = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = jest.fn(() => {
    next += 1;
    urls.push(`blob:preview-${next}`);
    return `blob:preview-${next}`;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const row = (name: string) => screen.getByText(name).closest('li')!;

describe('FileUpload', () => {
  it('uploads chosen files with a progress bar each, previews images, and reports each answer', async () => {
    const user = userEvent.setup();
    const uploader = new FakeUploader();
    const uploaded: [number, string][] = [];
    renderKit(<FileUpload label="Images" upload={uploader.upload} onUploaded={(result, file) => uploaded.push([result.id, file.name])} />);

    expect(screen.getByRole('group', { name: 'Images' })).toHaveTextContent('Drag and drop files here, or');
    await user.upload(fileInput(), [png(), pdf()]);

    expect(uploader.calls.map((call) => call.file.name)).toEqual(['fjord.png', 'menu.pdf']);
    expect(screen.getByRole('img', { name: 'Preview of fjord.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(within(row('menu.pdf')).queryByRole('img')).not.toBeInTheDocument();

    act(() => uploader.callFor('fjord.png').progress({ loaded: 400, total: 1000 }));
    const bar = screen.getByRole('progressbar', { name: 'Uploading fjord.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');

    await act(async () => uploader.callFor('fjord.png').resolve({ id: 11 }));
    expect(within(row('fjord.png')).getByText('Uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Uploading fjord.png' })).not.toBeInTheDocument();
    expect(uploaded).toEqual([[11, 'fjord.png']]);
    expect(screen.getByRole('progressbar', { name: 'Uploading menu.pdf' })).toBeInTheDocument();
  });

  it('cancels a file in flight, and retries it', async () => {
    const user = userEvent.setup();
    const uploader = new FakeUploader();
    renderKit(<FileUpload label="Images" upload={uploader.upload} />);
    await user.upload(fileInput(), png());

    await user.click(screen.getByRole('button', { name: 'Cancel upload of fjord.png' }));
    expect(uploader.calls[0]!.signal.aborted).toBe(true);
    expect(await within(row('fjord.png')).findByText('Cancelled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry upload of fjord.png' }));
    expect(uploader.calls).toHaveLength(2);
    await act(async () => uploader.calls[1]!.resolve({ id: 12 }));
    expect(within(row('fjord.png')).getByText('Uploaded')).toBeInTheDocument();
  });

  it('shows why a file failed, and a retry that succeeds', async () => {
    const user = userEvent.setup();
    const uploader = new FakeUploader();
    renderKit(<FileUpload label="Images" upload={uploader.upload} />);
    await user.upload(fileInput(), png());
    await act(async () => uploader.calls[0]!.reject(new ApiError({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This image is corrupt.' })));

    expect(within(row('fjord.png')).getByRole('alert')).toHaveTextContent('This image is corrupt.');
    await user.click(screen.getByRole('button', { name: 'Retry upload of fjord.png' }));
    await act(async () => uploader.calls[1]!.resolve({ id: 13 }));
    expect(within(row('fjord.png')).getByText('Uploaded')).toBeInTheDocument();
    expect(within(row('fjord.png')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses files of another type or too large, without sending them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploader = new FakeUploader();
    renderKit(<FileUpload label="Images" accept="image/*" maxSizeBytes={2 * 1024 * 1024} upload={uploader.upload} />);
    const huge = new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    await user.upload(fileInput(), [pdf(), huge, png()]);

    expect(uploader.calls.map((call) => call.file.name)).toEqual(['fjord.png']);
    expect(within(row('menu.pdf')).getByRole('alert')).toHaveTextContent('This type of file is not accepted.');
    expect(within(row('huge.png')).getByRole('alert')).toHaveTextContent('The file is larger than 2 MB.');
    expect(within(row('menu.pdf')).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('takes files dropped on the zone', async () => {
    const uploader = new FakeUploader();
    renderKit(<FileUpload label="Images" upload={uploader.upload} />);
    const zone = screen.getByRole('group', { name: 'Images' });
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveTextContent('Drop to upload');
    fireEvent.drop(zone, { dataTransfer: { files: [png('dropped.png')] } });
    expect(uploader.calls.map((call) => call.file.name)).toEqual(['dropped.png']);
    expect(zone).not.toHaveTextContent('Drop to upload');
  });

  it('sends at most maxConcurrent files at once; the others wait their turn', async () => {
    const user = userEvent.setup();
    const uploader = new FakeUploader();
    renderKit(<FileUpload label="Images" maxConcurrent={2} upload={uploader.upload} />);
    await user.upload(fileInput(), [png('a.png'), png('b.png'), png('c.png')]);
    expect(uploader.calls.map((call) => call.file.name)).toEqual(['a.png', 'b.png']);
    expect(within(row('c.png')).getByText('Waiting…')).toBeInTheDocument();

    await act(async () => uploader.callFor('a.png').resolve({ id: 1 }));
    await waitFor(() => expect(uploader.calls.map((call) => call.file.name)).toEqual(['a.png', 'b.png', 'c.png']));
  });

  it('revokes the previews and cancels what travels when it unmounts, and when a file is removed', async () => {
    const user = userEvent.setup();
    const uploader = new FakeUploader();
    const { unmount } = renderKit(<FileUpload label="Images" upload={uploader.upload} />);
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await act(async () => uploader.callFor('a.png').resolve({ id: 1 }));

    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.queryByText('a.png')).not.toBeInTheDocument();

    unmount();
    expect(revoked).toEqual(['blob:preview-1', 'blob:preview-2']);
    expect(uploader.callFor('b.png').signal.aborted).toBe(true);
  });
});

describe('acceptsFile', () => {
  it('reads the accept string as the file input does', () => {
    expect(acceptsFile(png(), 'image/*')).toBe(true);
    expect(acceptsFile(pdf(), 'image/*')).toBe(false);
    expect(acceptsFile(pdf(), 'image/*, .PDF')).toBe(true);
    expect(acceptsFile(new File([''], 'codes.csv', { type: 'text/csv' }), 'text/csv')).toBe(true);
    expect(acceptsFile(new File([''], 'codes.txt', { type: 'text/plain' }), 'text/csv')).toBe(false);
    expect(acceptsFile(pdf(), undefined)).toBe(true);
  });
});
