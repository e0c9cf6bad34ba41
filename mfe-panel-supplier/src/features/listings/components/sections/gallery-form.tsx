import { useState } from 'react';
import { MediaSourceType, MediaState } from 'shared-contracts/enums';
import { FILE_LIMITS, IMAGE_MIME_TYPES, imageUrl, type UploadedFile } from 'shared-contracts/files';
import type { ListingFull } from 'shared-contracts/listings';
import { embedVideoUrl, GalleryInputSchema } from 'shared-contracts/tours';
import type { InferInput, InferOutput } from 'shared-contracts/valibot';
import { useT, type T } from 'shared-runtime/session';
import { Badge, Box, Button, Field, Flex, Heading, HStack, Image, Input, Stack, Text } from 'shared-ui';
import { ContractForm, FileUpload, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { errorText } from '../../../../lib/error-text';
import { useListingUploader } from '../../lib/gallery-upload';

type Item = InferInput<typeof GalleryInputSchema>['media'][number];
export type GalleryOutput = InferOutput<typeof GalleryInputSchema>;

const isImage = (item: Item) => item.source_type !== MediaSourceType.embeddedVideo;

/** The item shown first and on cards: the flagged one, else the first image (the API's rule). */
function coverIndex(items: readonly Item[]): number {
  const flagged = items.findIndex((item) => item.is_cover);
  return flagged >= 0 ? flagged : items.findIndex(isImage);
}

function itemName(item: Item, index: number, t: T): string {
  if (item.alt?.trim()) return item.alt.trim();
  return t(isImage(item) ? 'supplier.listings.gallery.imageNumber' : 'supplier.listings.gallery.videoNumber', { number: index + 1 });
}

export interface GalleryFormProps {
  listing: ListingFull;
  onSubmit: (values: GalleryOutput) => unknown;
}

/**
 * The gallery (spec 001 §5's media rule): uploaded images and embedded YouTube or Vimeo videos, in order, one image
 * the cover. An upload only adds the file to the list: the gallery is saved with Save, as every section is.
 */
export function GalleryForm({ listing, onSubmit }: GalleryFormProps) {
  const t = useT();
  const upload = useListingUploader();
  const form = useContractForm(GalleryInputSchema, {
    defaultValues: {
      media: listing.gallery.media.map(
        (media): Item =>
          media.source_type === MediaSourceType.embeddedVideo || media.file_id === null
            ? { source_type: MediaSourceType.embeddedVideo, url: media.url, alt: media.alt, is_cover: media.is_cover }
            : { source_type: media.source_type, file_id: media.file_id, alt: media.alt, is_cover: media.is_cover },
      ),
    },
    fieldLabels: { media: t('supplier.listings.gallery.media') },
  });
  const [previews, setPreviews] = useState<ReadonlyMap<number, string>>(
    () => new Map(listing.gallery.media.flatMap((media) => (media.file_id === null || media.state !== MediaState.Approved ? [] : [[media.file_id, media.url] as const]))),
  );
  const media = (form.watch('media') as Item[] | undefined) ?? [];
  const cover = coverIndex(media);

  const setMedia = (next: Item[]) => {
    // Errors name positions: after a move or a removal they would point at other items.
    form.clearErrors('media');
    form.setValue('media', next, { shouldDirty: true, shouldTouch: true });
  };
  const append = (item: Item) => setMedia([...(form.getValues('media') ?? []), item]);
  const move = (from: number, to: number) => {
    const next = [...media];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    setMedia(next);
  };

  const uploadProps = {
    label: t('supplier.listings.gallery.upload'),
    accept: IMAGE_MIME_TYPES.join(','),
    maxSizeBytes: FILE_LIMITS.maxImageBytes,
    onUploaded: (file: UploadedFile) => {
      setPreviews((now) => new Map(now).set(file.id, file.url));
      append({ source_type: MediaSourceType.file, file_id: file.id, alt: '', is_cover: false });
    },
  };
  const listErrorText = errorText(form.formState.errors.media, t) ?? errorText(form.formState.errors.media?.root, t);

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.listings.section.gallery')}>
      <Stack gap="6">
        {upload ? <FileUpload {...uploadProps} upload={upload} /> : <FileUpload {...uploadProps} />}
        <VideoAdder onAdd={(url) => append({ source_type: MediaSourceType.embeddedVideo, url, alt: '', is_cover: false })} />
        <Stack gap="3">
          <Heading as="h3" size="md" id="listing-gallery-items">
            {t('supplier.listings.gallery.media')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('supplier.listings.gallery.mediaHelp')}
          </Text>
          {listErrorText ? (
            <Text color="fg.error" role="alert">
              {listErrorText}
            </Text>
          ) : null}
          {media.length === 0 ? (
            <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p="6" textAlign="center">
              <Text color="fg.muted">{t('supplier.listings.gallery.empty')}</Text>
            </Box>
          ) : (
            <Stack as="ol" aria-labelledby="listing-gallery-items" gap="2" listStyleType="none" m="0" p="0">
              {media.map((item, index) => {
                const name = itemName(item, index, t);
                const src = 'file_id' in item ? previews.get(item.file_id) : undefined;
                const isCover = index === cover;
                return (
                  <Flex as="li" key={`${'url' in item ? item.url : item.file_id}-${index}`} gap="3" align="start" borderWidth="1px" borderColor={isCover ? 'brand.solid' : 'border'} borderRadius="l3" p="3">
                    {src ? (
                      <Image src={imageUrl(src, { width: 160 })} alt={t('supplier.listings.gallery.preview', { name })} boxSize="20" objectFit="cover" borderRadius="l2" flexShrink={0} />
                    ) : (
                      <Box boxSize="20" bg="bg.muted" borderRadius="l2" flexShrink={0} />
                    )}
                    <Stack gap="2" flex="1" minW="0">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="medium">{name}</Text>
                        {isCover ? <Badge colorPalette="brand">{t('supplier.listings.gallery.cover')}</Badge> : null}
                        {isImage(item) ? null : <Badge>{t('supplier.listings.gallery.video')}</Badge>}
                      </HStack>
                      <Field.Root>
                        <Field.Label fontSize="sm">{t('supplier.listings.gallery.alt', { position: index + 1 })}</Field.Label>
                        <Input size="sm" value={item.alt ?? ''} onChange={(event) => form.setValue(`media.${index}.alt`, event.target.value, { shouldDirty: true })} />
                      </Field.Root>
                      <HStack gap="2" wrap="wrap">
                        <Button size="xs" variant="outline" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('supplier.listings.gallery.moveUp', { name })}>
                          {t('supplier.listings.gallery.up')}
                        </Button>
                        <Button size="xs" variant="outline" disabled={index === media.length - 1} onClick={() => move(index, index + 1)} aria-label={t('supplier.listings.gallery.moveDown', { name })}>
                          {t('supplier.listings.gallery.down')}
                        </Button>
                        {isImage(item) ? (
                          <Button size="xs" variant="outline" disabled={isCover} onClick={() => setMedia(media.map((each, at) => ({ ...each, is_cover: at === index })))} aria-label={t('supplier.listings.gallery.makeCover', { name })}>
                            {t('supplier.listings.gallery.useAsCover')}
                          </Button>
                        ) : null}
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setMedia(media.filter((_, at) => at !== index))} aria-label={t('supplier.listings.gallery.remove', { name })}>
                          {t('supplier.listings.gallery.removeShort')}
                        </Button>
                      </HStack>
                    </Stack>
                  </Flex>
                );
              })}
            </Stack>
          )}
        </Stack>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}

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
      <Field.Label>{t('supplier.listings.gallery.videoLink')}</Field.Label>
      <HStack gap="2" width="full">
        <Input
          type="url"
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
          {t('supplier.listings.gallery.addVideo')}
        </Button>
      </HStack>
      <Field.HelperText>{t('supplier.listings.gallery.videoHelp')}</Field.HelperText>
      {invalid ? <Field.ErrorText>{t('errors.videoUrlInvalid')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
