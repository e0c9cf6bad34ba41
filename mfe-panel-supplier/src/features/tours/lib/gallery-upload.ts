import { createContext, useContext } from 'react';
import type { UploadedFile } from 'shared-contracts/files';
import type { Uploader } from 'shared-ui/panel-kit';

/**
 * How the gallery sends a file: null (the default) is the kit's uploader to api.files.upload; a test, or a screen
 * that must send elsewhere, provides its own.
 */
export const GalleryUploaderContext = createContext<Uploader<UploadedFile> | null>(null);

export function useGalleryUploader(): Uploader<UploadedFile> | null {
  return useContext(GalleryUploaderContext);
}
