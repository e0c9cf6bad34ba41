import { useRef, useState } from 'react';
import { useT } from 'shared-runtime/session';
import { downloadExport, downloadFailureText, type ExportDownloadOptions, type ExportProgress } from './download-export';

export interface Download {
  /** Bytes received while a download runs; null when none does. */
  progress: ExportProgress | null;
  /** Percent done when the server sent a length, else null (an indeterminate bar). */
  percent: number | null;
  /** What to tell the user of the last failure. */
  error: string | null;
  /** Starts the download `request()` describes, unless one is running; `failed` is the text of an unexplained failure. */
  start: (request: Pick<ExportDownloadOptions, 'path' | 'method' | 'body' | 'fileName'>, failed: string) => Promise<void>;
}

/** One download at a time, with its progress and failure: the state behind the export and download buttons. */
export function useDownload(): Download {
  const t = useT();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const start: Download['start'] = async (request, failed) => {
    if (running.current) return;
    running.current = true;
    setError(null);
    setProgress({ received: 0, total: null });
    try {
      await downloadExport({ ...request, onProgress: setProgress }, failed);
    } catch (cause) {
      setError(downloadFailureText(cause, t));
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  const percent = progress?.total ? Math.min(100, Math.round((progress.received / progress.total) * 100)) : null;
  return { progress, percent, error, start };
}
