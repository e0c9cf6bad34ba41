import { useFieldArray } from 'react-hook-form';
import { FILE_LIMITS, IMAGE_MIME_TYPES, imageUrl, type UploadedFile } from 'shared-contracts/files';
import { BED_KINDS, type HotelFeatureItem, type RoomType, RoomTypeInputSchema, type RoomTypeValues } from 'shared-contracts/hotels';
import { useT } from 'shared-runtime/session';
import { Box, Button, HStack, IconButton, Image, Input, NativeSelect, SimpleGrid, Stack, Text } from 'shared-ui';
import { ActionDialog, Checkbox, ContractForm, FileUpload, FormField, SaveBar, Textarea, useContractForm, type Uploader } from 'shared-ui/panel-kit';

export interface RoomTypeDialogProps {
  /** null: a new room type. */
  roomType: RoomType | null;
  /** The room features to choose from (scope 'room'). */
  features: HotelFeatureItem[];
  onClose: () => void;
  /** Saves; a rejection with the API's envelope shows on the fields. */
  onSubmit: (values: RoomTypeValues) => unknown;
  /** A test's uploader; the kit's (api.files.upload) otherwise. */
  upload?: Uploader<UploadedFile>;
}

const numberValue = (value: string | number) => (value === '' ? Number.NaN : Number(value));

/**
 * Adds or edits a room type in a dialog: name, capacity (adults, children, guests in all), beds, size, an image and
 * the room's features. The contract's rules (the occupancy between the adults and adults plus children) show on
 * the field before anything is sent.
 */
export function RoomTypeDialog({ roomType, features, onClose, onSubmit, upload }: RoomTypeDialogProps) {
  const t = useT();
  const form = useContractForm(RoomTypeInputSchema, {
    defaultValues: roomType
      ? {
          name: roomType.name,
          description: roomType.description,
          max_adults: roomType.max_adults,
          max_children: roomType.max_children,
          max_occupancy: roomType.max_occupancy,
          beds: roomType.beds.map((bed) => ({ kind: bed.kind as (typeof BED_KINDS)[number], count: bed.count })),
          size_sqm: roomType.size_sqm,
          image: roomType.image,
          feature_ids: roomType.feature_ids,
        }
      : { name: '', description: '', max_adults: 2, max_children: 0, max_occupancy: 2, beds: [{ kind: 'double', count: 1 }], size_sqm: null, image: null, feature_ids: [] },
  });
  const beds = useFieldArray({ control: form.control, name: 'beds' });
  const image = form.watch('image') as string | null | undefined;
  const featureIds = (form.watch('feature_ids') as number[] | undefined) ?? [];
  const setFeature = (id: number, on: boolean) =>
    form.setValue('feature_ids', on ? [...featureIds, id] : featureIds.filter((each) => each !== id), { shouldDirty: true, shouldTouch: true });
  const title = t(roomType ? 'supplier.hotels.rooms.editTitle' : 'supplier.hotels.rooms.createTitle');
  const uploadProps = {
    label: t('supplier.hotels.rooms.upload'),
    accept: IMAGE_MIME_TYPES.join(','),
    maxSizeBytes: FILE_LIMITS.maxImageBytes,
    onUploaded: (file: UploadedFile) => form.setValue('image', file.url, { shouldDirty: true, shouldTouch: true }),
  };

  return (
    <ActionDialog open title={title} onClose={onClose} size="lg" scrollInside>
      <ContractForm form={form} onSubmit={onSubmit} aria-label={title} guardUnsaved={false}>
        <Stack gap="4">
          <FormField name="name" label={t('supplier.hotels.rooms.name')} help={t('supplier.hotels.rooms.nameHelp')} required>
            <Input {...form.register('name')} />
          </FormField>
          <FormField name="description" label={t('supplier.hotels.rooms.description')}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <FormField name="max_adults" label={t('supplier.hotels.rooms.maxAdults')} required>
              <Input inputMode="numeric" {...form.register('max_adults', { setValueAs: numberValue })} />
            </FormField>
            <FormField name="max_children" label={t('supplier.hotels.rooms.maxChildren')} required>
              <Input inputMode="numeric" {...form.register('max_children', { setValueAs: numberValue })} />
            </FormField>
            <FormField name="max_occupancy" label={t('supplier.hotels.rooms.maxOccupancy')} help={t('supplier.hotels.rooms.occupancyHelp')} required>
              <Input inputMode="numeric" {...form.register('max_occupancy', { setValueAs: numberValue })} />
            </FormField>
          </SimpleGrid>
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="medium">
              {t('supplier.hotels.rooms.beds')}
            </Text>
            {beds.fields.map((bed, index) => (
              <HStack key={bed.id} gap="3" align="end">
                <Box flex="2">
                  <FormField name={`beds.${index}.kind`} label={t('supplier.hotels.rooms.bedKind', { number: index + 1 })}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...form.register(`beds.${index}.kind`)}>
                        {BED_KINDS.map((kind) => (
                          <option key={kind} value={kind}>
                            {t(`supplier.hotels.bed.${kind}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                </Box>
                <Box flex="1">
                  <FormField name={`beds.${index}.count`} label={t('supplier.hotels.rooms.bedCount', { number: index + 1 })}>
                    <Input inputMode="numeric" {...form.register(`beds.${index}.count`, { setValueAs: numberValue })} />
                  </FormField>
                </Box>
                <IconButton variant="ghost" aria-label={t('supplier.hotels.rooms.removeBed', { number: index + 1 })} onClick={() => beds.remove(index)}>
                  <span aria-hidden="true">✕</span>
                </IconButton>
              </HStack>
            ))}
            <HStack>
              <Button size="sm" variant="outline" disabled={beds.fields.length >= 10} onClick={() => beds.append({ kind: 'single', count: 1 })}>
                {t('supplier.hotels.rooms.addBed')}
              </Button>
            </HStack>
          </Stack>
          <Box maxW="12rem">
            <FormField name="size_sqm" label={t('supplier.hotels.rooms.sizeField')} help={t('supplier.hotels.rooms.sizeHelp')}>
              <Input inputMode="numeric" {...form.register('size_sqm', { setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)) })} />
            </FormField>
          </Box>
          <Stack gap="2">
            <Text fontWeight="medium">{t('supplier.hotels.rooms.image')}</Text>
            {image ? (
              <HStack gap="3">
                <Image src={imageUrl(image, { width: 240 })} alt={t('supplier.hotels.rooms.imageAlt', { name: form.getValues('name') ?? '' })} maxW="10rem" borderRadius="l2" />
                <Button size="sm" variant="outline" onClick={() => form.setValue('image', null, { shouldDirty: true })}>
                  {t('supplier.hotels.rooms.removeImage')}
                </Button>
              </HStack>
            ) : upload ? (
              <FileUpload {...uploadProps} upload={upload} />
            ) : (
              <FileUpload {...uploadProps} />
            )}
          </Stack>
          {features.length ? (
            <Stack as="fieldset" gap="2">
              <Text as="legend" fontWeight="medium">
                {t('supplier.hotels.rooms.features')}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="1">
                {features.map((feature) => (
                  <Checkbox.Root key={feature.id} checked={featureIds.includes(feature.id)} onCheckedChange={(details) => setFeature(feature.id, details.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{feature.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Stack>
          ) : null}
          <SaveBar saveLabel={t('supplier.hotels.rooms.save')} />
        </Stack>
      </ContractForm>
    </ActionDialog>
  );
}
