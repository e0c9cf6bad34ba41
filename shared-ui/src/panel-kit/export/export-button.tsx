import { useT } from 'shared-runtime/session';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from '../progress/progress-bar';
import { useDownload } from './use-download';

export interface ExportButtonProps {
  /** The export call's API path (POST). */
  path: string;
  /** The body of the table's current filters, read when the button is pressed. */
  body: () => unknown;
  /** The file name when the server names none. */
  fileName: string;
}

/**
 * "Export to Excel": posts the table's current filters to its data-table-excel call and saves the streamed xlsx,
 * showing the bytes received (a bar that fills when the server sends a length, else an indeterminate one).
 */
export function ExportButton({ path, body, fileName }: ExportButtonProps) {
  const t = useT();
  const { progress, percent, error, start: download } = useDownload();
  const start = () => download({ path, body: body(), fileName }, t('kit.export.failed'));
  const megabytes = Math.round(((progress?.received ?? 0) / 1_048_576) * 10) / 10;
  return (
    <Stack gap="1" align="end">
      <HStack gap="3">
        {progress ? (
          <ProgressBar value={percent} label={t('kit.export.progress')} valueText={t('kit.export.running', { megabytes })} minW="32" />
        ) : null}
        {progress ? (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('kit.export.running', { megabytes })}
          </Text>
        ) : null}
        <Button variant="outline" onClick={() => void start()} loading={progress !== null}>
          {t('kit.export.button')}
        </Button>
      </HStack>
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
