import { Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type DragEvent } from 'react';
import { useIntl, useT } from 'shared-runtime/session';
import { errorMessage } from '../lib/error-message';
import { ProgressBar } from '../progress/progress-bar';
import '../recipes';
import type { UploadedFile } from 'shared-contracts/files';
import { createFilesUploader, createXhrUploader, type Uploader } from './xhr-upload';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled' | 'rejected';

interface UploadItem {
  id: string;
  file: File;
  previewUrl: string | null;
  status: UploadStatus;
  loaded: number;
  total: number;
  error: string | null;
  controller: AbortController | null;
}

export type FileUploadProps<Result = UploadedFile> = {
  /** The visible name of the drop zone, e.g. "Images". */
  label: string;
  /** File types the input offers and the kit accepts, as the input's accept: "image/*,.pdf". */
  accept?: string;
  /** Default true. */
  multiple?: boolean;
  maxSizeBytes?: number;
  /** How many files travel at once (default 3); the others wait. */
  maxConcurrent?: number;
  disabled?: boolean;
  /** Each file's answer, once it arrived. */
  onUploaded?: (result: Result, file: File) => void;
} & (
  | {
      /** Sends one file; a test or a screen with its own call passes one. */
      upload: Uploader<Result>;
      path?: never;
    }
  | {
      /** Another call than the platform's upload: a multipart POST to this path, with the session (createXhrUploader). */
      path: string;
      upload?: never;
    }
  | {
      /** Neither: files go to the platform's upload call (api.files.upload), each answering its UploadedFile. */
      upload?: undefined;
      path?: undefined;
    }
);

/** Whether `file` is of a type the input's accept string names (extensions, exact types, or "image/*"). */
export function acceptsFile(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => (rule.startsWith('.') ? name.endsWith(rule) : rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : type === rule));
}

let sequence = 0;

/**
 * Drag and drop, or choose, files; each travels on its own with a progress bar, can be cancelled while it travels
 * and retried when it failed or was cancelled; images show a preview. Previews are object URLs, revoked when a file
 * leaves the list and when the component unmounts, which also cancels what is still travelling.
 */
export function FileUpload<Result = UploadedFile>(props: FileUploadProps<Result>) {
  const { label, accept, multiple = true, maxSizeBytes, maxConcurrent = 3, disabled = false, onUploaded } = props;
  const t = useT();
  const intl = useIntl();
  const labelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const items = useRef<UploadItem[]>([]);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const mounted = useRef(true);

  const upload = useMemo<Uploader<Result>>(() => {
    if (props.upload) return props.upload;
    // Without an answer schema the JSON comes back as it is; the caller named its type.
    return (props.path ? createXhrUploader({ path: props.path }) : createFilesUploader()) as Uploader<Result>;
  }, [props.upload, props.path]);
  // The latest callbacks, for uploads that finish after a re-render.
  const latest = useRef({ upload, onUploaded, t });
  latest.current = { upload, onUploaded, t };

  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    if (!mounted.current) return;
    items.current = items.current.map((item) => (item.id === id ? { ...item, ...patch } : item));
    rerender();
  }, []);

  const pump = useCallback(() => {
    let active = items.current.filter((item) => item.status === 'uploading').length;
    for (const item of items.current) {
      if (active >= maxConcurrent) break;
      if (item.status !== 'queued') continue;
      active += 1;
      const controller = new AbortController();
      const { id, file } = item;
      update(id, { status: 'uploading', controller, loaded: 0, total: file.size, error: null });
      latest.current
        .upload(file, { signal: controller.signal, onProgress: ({ loaded, total }) => update(id, { loaded, total }) })
        .then(
          (result) => {
            update(id, { status: 'done', controller: null, loaded: file.size, total: file.size });
            if (mounted.current) latest.current.onUploaded?.(result, file);
          },
          (error: unknown) => {
            if (controller.signal.aborted) update(id, { status: 'cancelled', controller: null });
            else update(id, { status: 'failed', controller: null, error: errorMessage(error, latest.current.t) });
          },
        )
        .finally(() => mounted.current && pump());
    }
  }, [maxConcurrent, update]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const item of items.current) {
        item.controller?.abort();
        if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      }
      items.current = [];
    };
  }, []);

  const sizeText = (bytes: number) =>
    bytes >= 1024 * 1024
      ? intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });

  const add = (files: readonly File[]) => {
    if (disabled || files.length === 0) return;
    const chosen = multiple ? files : files.slice(0, 1);
    const added = chosen.map((file): UploadItem => {
      sequence += 1;
      const problem = !acceptsFile(file, accept)
        ? t('kit.upload.wrongType')
        : maxSizeBytes !== undefined && file.size > maxSizeBytes
          ? t('kit.upload.tooLarge', { max: sizeText(maxSizeBytes) })
          : null;
      return {
        id: `upload-${sequence}`,
        file,
        previewUrl: problem === null && file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
        status: problem === null ? 'queued' : 'rejected',
        loaded: 0,
        total: file.size,
        error: problem,
        controller: null,
      };
    });
    items.current = [...items.current, ...added];
    rerender();
    pump();
  };

  const remove = (id: string) => {
    const item = items.current.find((each) => each.id === id);
    item?.controller?.abort();
    if (item?.previewUrl) URL.revokeObjectURL(item.previewUrl);
    items.current = items.current.filter((each) => each.id !== id);
    rerender();
  };

  const cancel = (id: string) => {
    const item = items.current.find((each) => each.id === id);
    // A file still waiting has no request to abort: it just does not go.
    if (item?.controller) item.controller.abort();
    else update(id, { status: 'cancelled' });
  };

  const retry = (id: string) => {
    update(id, { status: 'queued', error: null, loaded: 0 });
    pump();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="3">
      <Box
        role="group"
        aria-labelledby={labelId}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border'}
        bg={dragging ? 'brand.subtle' : undefined}
        borderRadius="l3"
        p="6"
        textAlign="center"
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          // Leaving for a child of the zone (its button) is not leaving the zone.
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <Stack gap="2" align="center">
          <Text id={labelId} fontWeight="semibold">
            {label}
          </Text>
          <Text color="fg.muted">{dragging ? t('kit.upload.dropActive') : t(multiple ? 'kit.upload.dropMany' : 'kit.upload.dropOne')}</Text>
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
            {t(multiple ? 'kit.upload.chooseMany' : 'kit.upload.chooseOne')}
          </Button>
          <input
            ref={inputRef}
            type="file"
            hidden
            tabIndex={-1}
            aria-label={label}
            multiple={multiple}
            {...(accept ? { accept } : {})}
            disabled={disabled}
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              // The same file chosen again (after removing it) must fire change again.
              event.target.value = '';
            }}
          />
        </Stack>
      </Box>
      {items.current.length > 0 ? (
        <Stack as="ul" aria-label={t('kit.upload.list')} gap="2" listStyleType="none" m="0" p="0">
          {items.current.map((item) => (
            <UploadRow key={item.id} item={item} sizeText={sizeText} onCancel={() => cancel(item.id)} onRetry={() => retry(item.id)} onRemove={() => remove(item.id)} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

interface UploadRowProps {
  item: UploadItem;
  sizeText: (bytes: number) => string;
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

function UploadRow({ item, sizeText, onCancel, onRetry, onRemove }: UploadRowProps) {
  const t = useT();
  const intl = useIntl();
  const name = item.file.name;
  const percent = item.total > 0 ? Math.min(100, Math.round((item.loaded / item.total) * 100)) : 0;
  const statusText: Record<UploadStatus, string> = {
    queued: t('kit.upload.queued'),
    uploading: intl.formatNumber(percent / 100, { style: 'percent' }),
    done: t('kit.upload.done'),
    cancelled: t('kit.upload.cancelled'),
    failed: item.error ?? '',
    rejected: item.error ?? '',
  };
  const problem = item.status === 'failed' || item.status === 'rejected';
  return (
    <Flex as="li" gap="3" align="center" borderWidth="1px" borderRadius="l2" p="2" data-status={item.status}>
      {item.previewUrl ? (
        <Image src={item.previewUrl} alt={t('kit.upload.preview', { name })} boxSize="12" objectFit="cover" borderRadius="l1" flexShrink={0} />
      ) : null}
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" justify="space-between">
          <Text fontSize="sm" fontWeight="medium" truncate>
            {name}
          </Text>
          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
            {sizeText(item.file.size)}
          </Text>
        </HStack>
        {item.status === 'uploading' ? (
          <ProgressBar value={percent} label={t('kit.upload.progress', { name })} valueText={statusText.uploading} />
        ) : null}
        <Text fontSize="xs" color={problem ? 'fg.error' : 'fg.muted'} {...(problem ? { role: 'alert' } : {})}>
          {statusText[item.status]}
        </Text>
      </Stack>
      <HStack gap="1" flexShrink={0}>
        {item.status === 'uploading' || item.status === 'queued' ? (
          <Button size="xs" variant="ghost" onClick={onCancel} aria-label={t('kit.upload.cancel', { name })}>
            {t('common.cancel')}
          </Button>
        ) : null}
        {item.status === 'failed' || item.status === 'cancelled' ? (
          <Button size="xs" variant="outline" onClick={onRetry} aria-label={t('kit.upload.retryLabel', { name })}>
            {t('kit.upload.retry')}
          </Button>
        ) : null}
        {item.status !== 'uploading' ? (
          <Button size="xs" variant="ghost" onClick={onRemove} aria-label={t('kit.upload.remove', { name })}>
            <span aria-hidden="true">✕</span>
          </Button>
        ) : null}
      </HStack>
    </Flex>
  );
}
