import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useState } from 'react';
import type { Locale } from 'shared-contracts/constants';
import { MediaSourceType, MediaState } from 'shared-contracts/enums';
import { FILE_LIMITS, IMAGE_MIME_TYPES, imageUrl, type UploadedFile } from 'shared-contracts/files';
import { embedVideoUrl, GalleryInputSchema, type TourFull } from 'shared-contracts/tours';
import type { InferInput, InferOutput } from 'shared-contracts/valibot';
import { useT, type T } from 'shared-runtime/session';
import { Badge, Box, Button, Field, Flex, Heading, HStack, IconButton, Image, Input, Stack, Text } from 'shared-ui';
import { ContractForm, FileUpload, SaveBar, useContractForm, type ContractFormApi } from 'shared-ui/panel-kit';
import { errorText, errorTexts } from '../../lib/error-texts';
import { useGalleryUploader } from '../../lib/gallery-upload';
import { ReuseImagePicker } from './reuse-image-picker';

type GalleryValues = InferInput<typeof GalleryInputSchema>;
type Item = GalleryValues['media'][number];
export type GalleryOutput = InferOutput<typeof GalleryInputSchema>;

/** What the page knows of an uploaded file beyond its id: where it is shown from, and its media state. */
interface Preview {
  url: string;
  state: MediaState;
}

const isImage = (item: Item) => item.source_type !== MediaSourceType.embeddedVideo;

/** The item the storefront shows first and on cards: the flagged one, else the first image (the API's rule). */
function coverIndex(items: readonly Item[]): number {
  const flagged = items.findIndex((item) => item.is_cover);
  return flagged >= 0 ? flagged : items.findIndex(isImage);
}

/** Stable keys for the sortable list: the same file twice is two items. */
function keysOf(items: readonly Item[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = 'url' in item ? `video-${item.url}` : `file-${item.file_id}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return `${base}-${count}`;
  });
}

function itemName(item: Item, index: number, t: T): string {
  if (item.alt?.trim()) return item.alt.trim();
  return t(isImage(item) ? 'supplier.tours.gallery.imageNumber' : 'supplier.tours.gallery.videoNumber', { number: index + 1 });
}

type ErrorLike = { message?: unknown; type?: unknown };

export interface GalleryFormProps {
  tour: TourFull;
  locale: Locale;
  onSubmit: (values: GalleryOutput) => unknown;
}

/**
 * Gallery and widget (spec 000 §4, spec 001 §5's media rule): uploaded images, embedded YouTube or Vimeo videos and
 * images reused from the supplier's other activities, in order (drag, or Move up / Move down), one of them the cover.
 * An upload only adds the file to the list: the gallery is saved with Save, as every section is.
 */
export function GalleryForm({ tour, locale, onSubmit }: GalleryFormProps) {
  const t = useT();
  const upload = useGalleryUploader();
  const listHeading = useId();
  const form = useContractForm(GalleryInputSchema, {
    defaultValues: {
      media: tour.gallery_and_widget.media.map(
        (media): Item =>
          media.source_type === MediaSourceType.embeddedVideo || media.file_id === null
            ? { source_type: MediaSourceType.embeddedVideo, url: media.url, alt: media.alt, is_cover: media.is_cover }
            : { source_type: media.source_type, file_id: media.file_id, alt: media.alt, is_cover: media.is_cover },
      ),
    },
    fieldLabels: { media: t('supplier.tours.gallery.media') },
  });
  const [previews, setPreviews] = useState<ReadonlyMap<number, Preview>>(
    () => new Map(tour.gallery_and_widget.media.flatMap((media) => (media.file_id === null ? [] : [[media.file_id, { url: media.url, state: media.state }] as const]))),
  );
  const media = (form.watch('media') as Item[] | undefined) ?? [];
  const keys = keysOf(media);
  const cover = coverIndex(media);

  const setMedia = (next: Item[]) => {
    // Errors name positions: after a move or a removal they would point at other items.
    form.clearErrors('media');
    form.setValue('media', next, { shouldDirty: true, shouldTouch: true });
  };
  const append = (item: Item) => setMedia([...(form.getValues('media') ?? []), item]);
  const addFile = (fileId: number, preview: Preview, sourceType: typeof MediaSourceType.file | typeof MediaSourceType.existingFile, alt = '') => {
    setPreviews((now) => new Map(now).set(fileId, preview));
    append({ source_type: sourceType, file_id: fileId, alt, is_cover: false });
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= media.length || from === to) return;
    setMedia(arrayMove(media, from, to));
  };

  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOfKey = (id: UniqueIdentifier) => {
    const index = keys.indexOf(String(id));
    const item = media[index];
    return item ? itemName(item, index, t) : '';
  };
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : keys.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('supplier.tours.gallery.dnd.start', { name: nameOfKey(active.id) }),
    onDragOver: ({ active, over }) => t('supplier.tours.gallery.dnd.over', { name: nameOfKey(active.id), position: positionOf(over?.id), count: media.length }),
    onDragEnd: ({ active, over }) => t('supplier.tours.gallery.dnd.end', { name: nameOfKey(active.id), position: positionOf(over?.id), count: media.length }),
    onDragCancel: ({ active }) => t('supplier.tours.gallery.dnd.cancel', { name: nameOfKey(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  const uploadProps = {
    label: t('supplier.tours.gallery.upload'),
    accept: IMAGE_MIME_TYPES.join(','),
    maxSizeBytes: FILE_LIMITS.maxImageBytes,
    onUploaded: (file: UploadedFile) => addFile(file.id, { url: file.url, state: file.state }, MediaSourceType.file),
  };

  const errors = form.formState.errors.media as unknown as (ErrorLike & { root?: ErrorLike } & Record<number, Record<string, ErrorLike> | undefined>) | undefined;
  const listError = errorText(errors, t) ?? errorText(errors?.root, t);

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.tours.section.gallery')}>
      <Stack gap="6">
        {upload ? <FileUpload {...uploadProps} upload={upload} /> : <FileUpload {...uploadProps} />}
        <VideoAdder onAdd={(url) => append({ source_type: MediaSourceType.embeddedVideo, url, alt: '', is_cover: false })} />
        <ReuseImagePicker tour={tour} locale={locale} onPick={(fileId, url, alt) => addFile(fileId, { url, state: MediaState.Approved }, MediaSourceType.existingFile, alt)} />

        <Stack gap="3">
          <Heading as="h3" size="md" id={listHeading}>
            {t('supplier.tours.gallery.media')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('supplier.tours.gallery.mediaHelp')}
          </Text>
          {listError ? (
            <Text color="fg.error" role="alert" data-testid="gallery-error">
              {listError}
            </Text>
          ) : null}
          {media.length === 0 ? (
            <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p="6" textAlign="center">
              <Text color="fg.muted">{t('supplier.tours.gallery.empty')}</Text>
            </Box>
          ) : (
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('supplier.tours.gallery.dnd.instructions') } }}>
              <SortableContext items={keys} strategy={verticalListSortingStrategy}>
                <Stack as="ol" aria-labelledby={listHeading} gap="2" listStyleType="none" m="0" p="0">
                  {media.map((item, index) => (
                    <SortableItem
                      key={keys[index]}
                      id={keys[index]!}
                      item={item}
                      index={index}
                      count={media.length}
                      preview={'file_id' in item ? previews.get(item.file_id) : undefined}
                      isCover={index === cover}
                      errors={errorTexts(errors?.[index], t)}
                      form={form}
                      onMove={(to) => move(index, to)}
                      onRemove={() => setMedia(media.filter((_, at) => at !== index))}
                      onCover={() => setMedia(media.map((each, at) => ({ ...each, is_cover: at === index })))}
                    />
                  ))}
                </Stack>
              </SortableContext>
            </DndContext>
          )}
        </Stack>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}

interface SortableItemProps {
  id: string;
  item: Item;
  index: number;
  count: number;
  preview: Preview | undefined;
  isCover: boolean;
  errors: string[];
  form: ContractFormApi<typeof GalleryInputSchema>;
  onMove: (to: number) => void;
  onRemove: () => void;
  onCover: () => void;
}

function SortableItem({ id, item, index, count, preview, isCover, errors, form, onMove, onRemove, onCover }: SortableItemProps) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const name = itemName(item, index, t);
  const image = isImage(item);
  const src = 'url' in item ? null : preview?.url;

  return (
    <Flex
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      gap="3"
      align="start"
      borderWidth="1px"
      borderColor={isCover ? 'brand.solid' : 'border'}
      borderRadius="l3"
      p="3"
      bg="bg.panel"
      opacity={isDragging ? 0.7 : 1}
    >
      <IconButton ref={setActivatorNodeRef} variant="ghost" size="sm" cursor="grab" aria-label={t('supplier.tours.gallery.drag', { name })} {...attributes} {...listeners}>
        <span aria-hidden="true">⠿</span>
      </IconButton>
      {src ? (
        <Image src={imageUrl(src, { width: 160 })} alt={t('supplier.tours.gallery.preview', { name })} boxSize="20" objectFit="cover" borderRadius="l2" flexShrink={0} />
      ) : (
        <Flex boxSize="20" bg="bg.muted" borderRadius="l2" align="center" justify="center" flexShrink={0}>
          <Text fontSize="xs" color="fg.muted">
            {t(image ? 'supplier.tours.gallery.noPreview' : 'supplier.tours.gallery.video')}
          </Text>
        </Flex>
      )}
      <Stack gap="2" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{t('supplier.tours.gallery.position', { position: index + 1, count })}</Text>
          {isCover ? <Badge colorPalette="brand">{t('supplier.tours.gallery.cover')}</Badge> : null}
          {item.source_type === MediaSourceType.embeddedVideo ? <Badge>{t('supplier.tours.gallery.video')}</Badge> : null}
          {item.source_type === MediaSourceType.existingFile ? <Badge>{t('supplier.tours.gallery.reused')}</Badge> : null}
          {preview && preview.state !== MediaState.Approved ? <Badge colorPalette="yellow">{t(MEDIA_STATE[preview.state])}</Badge> : null}
        </HStack>
        {'url' in item ? (
          <Text fontSize="sm" color="fg.muted" truncate>
            {item.url}
          </Text>
        ) : null}
        <Field.Root>
          <Field.Label fontSize="sm">{t('supplier.tours.gallery.alt', { position: index + 1 })}</Field.Label>
          <Input
            size="sm"
            value={item.alt ?? ''}
            onChange={(event) => form.setValue(`media.${index}.alt`, event.target.value, { shouldDirty: true })}
          />
          <Field.HelperText>{t('supplier.tours.gallery.altHelp')}</Field.HelperText>
        </Field.Root>
        {errors.map((error) => (
          <Text key={error} fontSize="sm" color="fg.error" role="alert">
            {error}
          </Text>
        ))}
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('supplier.tours.gallery.moveUp', { name })}>
            {t('supplier.tours.gallery.up')}
          </Button>
          <Button size="xs" variant="outline" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={t('supplier.tours.gallery.moveDown', { name })}>
            {t('supplier.tours.gallery.down')}
          </Button>
          {image ? (
            <Button size="xs" variant="outline" aria-pressed={isCover} disabled={isCover} onClick={onCover} aria-label={t('supplier.tours.gallery.makeCover', { name })}>
              {t('supplier.tours.gallery.useAsCover')}
            </Button>
          ) : null}
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove} aria-label={t('supplier.tours.gallery.remove', { name })}>
            {t('supplier.tours.gallery.removeShort')}
          </Button>
        </HStack>
      </Stack>
    </Flex>
  );
}

const MEDIA_STATE = {
  [MediaState.Processing]: 'supplier.tours.gallery.state.processing',
  [MediaState.Approved]: 'supplier.tours.gallery.state.approved',
  [MediaState.Hide]: 'supplier.tours.gallery.state.hidden',
  [MediaState.Deleted]: 'supplier.tours.gallery.state.deleted',
} as const;

/** A YouTube or Vimeo link, checked by the contract's rule before it joins the list. */
function VideoAdder({ onAdd }: { onAdd: (url: string) => void }) {
  const t = useT();
  const [link, setLink] = useState('');
  const [invalid, setInvalid] = useState(false);
  const add = () => {
    const url = embedVideoUrl(link);
    setInvalid(url === null);
    if (url === null) return;
    onAdd(url);
    setLink('');
  };
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{t('supplier.tours.gallery.videoLink')}</Field.Label>
      <HStack gap="2" width="full">
        <Input
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={link}
          onChange={(event) => {
            setLink(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            // Enter adds the video; it must not save the whole gallery.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={link.trim() === ''}>
          {t('supplier.tours.gallery.addVideo')}
        </Button>
      </HStack>
      <Field.HelperText>{t('supplier.tours.gallery.videoHelp')}</Field.HelperText>
      {invalid ? <Field.ErrorText>{t('errors.videoUrlInvalid')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
