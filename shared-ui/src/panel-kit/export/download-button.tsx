import { useT } from 'shared-runtime/session';
import { Button, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../progress/progress-bar';
import type { ExportDownloadOptions } from './download-export';
import { useDownload } from './use-download';

export interface DownloadButtonProps {
  label: string;
  /** The call to make, read when the button is pressed. */
  request: () => Pick<ExportDownloadOptions, 'path' | 'method' | 'body' | 'fileName'>;
  /** The text of a failure the server did not explain. */
  failed: string;
  disabled?: boolean;
}

/**
 * A report's Download button: fetches the xlsx with the panel's session and saves it under the server's file name;
 * disabled, with a progress bar and the kilobytes received, while the file comes; the server's message on failure.
 */
export function DownloadButton({ label, request, failed, disabled = false }: DownloadButtonProps) {
  const t = useT();
  const { progress, percent, error, start: download } = useDownload();
  const start = async () => {
    if (!disabled) await download(request(), failed);
  };
  const kilobytes = Math.round((progress?.received ?? 0) / 1024);
  return (
    <Stack gap="2" align="start">
      <Button colorPalette="brand" onClick={() => void start()} disabled={disabled} loading={progress !== null} loadingText={t('kit.download.running')}>
        {label}
      </Button>
      {progress ? (
        <ProgressBar value={percent} label={t('kit.download.progress')} minW="48" />
      ) : null}
      {progress ? (
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t('kit.download.received', { kilobytes })}
        </Text>
      ) : null}
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
