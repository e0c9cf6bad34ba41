import { useState } from 'react';
import { isAdmin } from 'shared-contracts/access';
import useSWR from 'swr';
import type { Locale } from 'shared-contracts/constants';
import { MediaSourceType } from 'shared-contracts/enums';
import { imageUrl } from 'shared-contracts/files';
import type { TourFull } from 'shared-contracts/tours';
import { useCurrentUser, useT } from 'shared-runtime/session';
import { Button, Field, Flex, Image, NativeSelect, Stack, Text } from 'shared-ui';
import { Collapsible } from 'shared-ui/panel';
import { getTour } from '../../api/get-tour';
import { useAllTours } from '../../api/list-tours';

export interface ReuseImagePickerProps {
  tour: TourFull;
  locale: Locale;
  /** An image of another activity: its file, URL and alt text. */
  onPick: (fileId: number, url: string, alt: string) => void;
}

/**
 * "Existing file" (spec 000 §3 media source 3): an image the supplier already uploaded for another of its activities,
 * chosen from that activity's gallery, so the same photo is not uploaded twice.
 */
export function ReuseImagePicker({ tour, locale, onPick }: ReuseImagePickerProps) {
  const t = useT();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [sourceId, setSourceId] = useState<number | null>(null);
  // Asked only once the supplier opens the picker.
  const all = useAllTours(isAdmin(user) ? tour.supplier_id : undefined, open);
  const others = (all.data ?? []).filter((row) => row.id !== tour.id && row.image !== null);
  const source = useSWR(open && sourceId !== null ? ['supplier-tour', sourceId, locale] : null, () => getTour(sourceId!, locale), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const images = (source.data?.gallery_and_widget.media ?? []).filter((media) => media.source_type !== MediaSourceType.embeddedVideo && media.file_id !== null);

  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm">
          {t('supplier.tours.gallery.reuse')}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="3" pt="3">
          {all.error ? (
            <Text color="fg.error" role="alert">
              {t('supplier.tours.gallery.reuseFailed')}
            </Text>
          ) : !all.data ? (
            <Text color="fg.muted">{t('supplier.tours.gallery.reuseLoading')}</Text>
          ) : others.length === 0 ? (
            <Text color="fg.muted">{t('supplier.tours.gallery.reuseNone')}</Text>
          ) : (
            <Field.Root>
              <Field.Label>{t('supplier.tours.gallery.reuseFrom')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={sourceId ?? ''} onChange={(event) => setSourceId(event.target.value ? Number(event.target.value) : null)}>
                  <option value="">{t('supplier.tours.gallery.reuseChoose')}</option>
                  {others.map((row) => (
                    <option key={row.id} value={row.id}>
                      {row.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          {source.error ? (
            <Text color="fg.error" role="alert">
              {t('supplier.tours.gallery.reuseFailed')}
            </Text>
          ) : null}
          {images.length > 0 ? (
            <Flex gap="3" wrap="wrap">
              {images.map((media, index) => (
                <Stack key={media.id} gap="1" align="center">
                  <Image src={imageUrl(media.url, { width: 160 })} alt={media.alt || t('supplier.tours.gallery.imageNumber', { number: index + 1 })} boxSize="20" objectFit="cover" borderRadius="l2" />
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t('supplier.tours.gallery.reuseAdd', { number: index + 1, name: source.data?.vital_details.name ?? '' })}
                    onClick={() => onPick(media.file_id!, media.url, media.alt)}
                  >
                    {t('supplier.tours.gallery.reuseAddShort')}
                  </Button>
                </Stack>
              ))}
            </Flex>
          ) : null}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
