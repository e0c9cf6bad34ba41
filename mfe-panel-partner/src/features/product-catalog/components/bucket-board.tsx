import { useState, type FormEvent } from 'react';
import type { BucketService, FilteredBucket } from 'shared-contracts/buckets';
import type { ServiceTypeId } from 'shared-contracts/enums';
import { useAlert, useT } from 'shared-runtime/session';
import { Badge, Box, Button, Field, Flex, Heading, HStack, Input, NativeSelect, Stack, Text } from 'shared-ui';
import { errorMessage, useConfirmController } from 'shared-ui/panel-kit';
import { SortableList } from 'shared-ui/sortable';
import { deleteBucket, removeServices, saveBucket, updateBuckets } from '../api/product-catalog';
import { SERVICE_TYPE_LABEL } from '../lib/catalog-links';

interface BucketBoardProps {
  site: number;
  buckets: FilteredBucket[];
  /** Shows the next state at once (swr's mutate without revalidation). */
  onChange: (next: FilteredBucket[]) => void;
  /** Reads the saved state again. */
  onReload: () => Promise<unknown>;
  /** `sorting`: the order only (product sorting); `catalog` adds create, rename, delete, move and remove. */
  mode: 'catalog' | 'sorting';
}

const ACTIVE = 1;

/** Moves the item at `from` to `to`. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * A site's buckets in their order, each with its services in order: both lists reorder by drag and drop, keyboard
 * or buttons (shared-ui/sortable). Every change is saved as it is made with buckets/update, whose order is the
 * site's order on its storefront; a stale page (409) reloads.
 */
export function BucketBoard({ site, buckets, onChange, onReload, mode }: BucketBoardProps) {
  const t = useT();
  const alert = useAlert();
  const { confirm, dialog } = useConfirmController();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      alert.show({ status: 'error', text: errorMessage(error, t) });
      await onReload();
    } finally {
      setBusy(false);
    }
  }

  /** Shows `next` at once and saves it whole. */
  const save = (next: FilteredBucket[], said: string) =>
    run(async () => {
      onChange(next);
      await updateBuckets(site, { buckets: next.map((bucket) => ({ id: bucket.id, service_ids: bucket.services.map((service) => service.id) })) });
      setStatus(said);
      await onReload();
    });

  const moveBucket = (from: number, to: number) => {
    const bucket = buckets[from]!;
    void save(moved(buckets, from, to), t('partner.catalog.orderSaved', { name: bucket.name, position: to + 1, count: buckets.length }));
  };

  const moveService = (bucketId: number, from: number, to: number) => {
    const bucket = buckets.find((each) => each.id === bucketId)!;
    const service = bucket.services[from]!;
    const next = buckets.map((each) => (each.id === bucketId ? { ...each, services: moved(each.services, from, to) } : each));
    void save(next, t('partner.catalog.orderSaved', { name: service.name, position: to + 1, count: bucket.services.length }));
  };

  const moveToBucket = (service: BucketService, targetId: number) => {
    const target = buckets.find((each) => each.id === targetId)!;
    const next = buckets.map((each) => {
      const rest = each.services.filter((s) => s.id !== service.id);
      return each.id === targetId ? { ...each, services: [...rest, service] } : { ...each, services: rest };
    });
    void save(next, t('partner.catalog.movedTo', { name: service.name, bucket: target.name }));
  };

  const removeService = (service: BucketService) =>
    run(async () => {
      const ok = await confirm({ title: t('partner.catalog.removeTitle', { name: service.name }), message: t('partner.catalog.removeMessage'), destructive: true });
      if (!ok) return;
      await removeServices(site, [service.id]);
      onChange(buckets.map((each) => ({ ...each, services: each.services.filter((s) => s.id !== service.id) })));
      setStatus(t('partner.catalog.removed', { name: service.name }));
      await onReload();
    });

  const removeBucket = (bucket: FilteredBucket) =>
    run(async () => {
      const ok = await confirm({
        title: t('partner.catalog.deleteBucketTitle', { name: bucket.name }),
        message: t('partner.catalog.deleteBucketMessage', { count: bucket.services.length }),
        destructive: true,
      });
      if (!ok) return;
      await deleteBucket(site, bucket.id);
      onChange(buckets.filter((each) => each.id !== bucket.id));
      setStatus(t('partner.catalog.bucketDeleted', { name: bucket.name }));
      await onReload();
    });

  const rename = (bucket: FilteredBucket, name: string) =>
    run(async () => {
      await saveBucket(site, { id: bucket.id, name });
      setStatus(t('partner.catalog.bucketRenamed', { name }));
      await onReload();
    });

  const created = async (name: string) => {
    setStatus(t('partner.catalog.bucketCreated', { name }));
    await onReload();
  };

  return (
    <Stack gap="4">
      {dialog}
      {mode === 'catalog' ? <NewBucket site={site} disabled={busy} onCreated={created} /> : null}
      {buckets.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p="6" textAlign="center">
          <Text color="fg.muted">{t('partner.catalog.noBuckets')}</Text>
        </Box>
      ) : (
        <SortableList
          items={buckets}
          itemKey={(bucket) => `bucket-${bucket.id}`}
          itemName={(bucket) => bucket.name}
          onMove={moveBucket}
          label={t('partner.catalog.bucketList')}
          disabled={busy}
          renderItem={(bucket, row) => (
            <Stack gap="3" borderWidth="1px" borderRadius="l3" p="3" bg="bg.panel" as="section" aria-label={bucket.name}>
              <Flex gap="3" align="center" wrap="wrap">
                {row.handle}
                <Heading as="h2" size="md" flex="1" minW="40">
                  {bucket.name}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {t('partner.catalog.serviceCount', { count: bucket.services.length })}
                </Text>
                {row.moveButtons}
                {mode === 'catalog' ? (
                  <>
                    <RenameBucket bucket={bucket} disabled={busy} onRename={(name) => void rename(bucket, name)} />
                    <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => void removeBucket(bucket)} aria-label={t('partner.catalog.deleteBucketNamed', { name: bucket.name })}>
                      {t('common.delete')}
                    </Button>
                  </>
                ) : null}
              </Flex>
              {bucket.services.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('partner.catalog.emptyBucket')}
                </Text>
              ) : (
                <SortableList
                  items={bucket.services}
                  itemKey={(service) => `service-${service.id}`}
                  itemName={(service) => service.name}
                  onMove={(from, to) => moveService(bucket.id, from, to)}
                  label={t('partner.catalog.servicesOf', { name: bucket.name })}
                  disabled={busy}
                  renderItem={(service, serviceRow) => (
                    <Flex gap="3" align="center" borderWidth="1px" borderRadius="l2" p="2" wrap="wrap">
                      {serviceRow.handle}
                      <Stack gap="0" flex="1" minW="40">
                        <Text fontWeight="medium">{service.name}</Text>
                        <HStack gap="2">
                          <Badge>{t(SERVICE_TYPE_LABEL[service.service_type as ServiceTypeId])}</Badge>
                          {service.status === ACTIVE ? null : <Badge colorPalette="orange">{t('partner.catalog.notActive')}</Badge>}
                          {service.location_name ? (
                            <Text fontSize="xs" color="fg.muted">
                              {service.location_name}
                            </Text>
                          ) : null}
                        </HStack>
                      </Stack>
                      {serviceRow.moveButtons}
                      {mode === 'catalog' ? (
                        <>
                          {buckets.length > 1 ? (
                            <NativeSelect.Root size="xs" width="auto" disabled={busy}>
                              <NativeSelect.Field
                                aria-label={t('partner.catalog.moveToNamed', { name: service.name })}
                                value=""
                                onChange={(event) => {
                                  if (event.target.value) moveToBucket(service, Number(event.target.value));
                                }}
                              >
                                <option value="">{t('partner.catalog.moveTo')}</option>
                                {buckets
                                  .filter((each) => each.id !== bucket.id)
                                  .map((each) => (
                                    <option key={each.id} value={each.id}>
                                      {each.name}
                                    </option>
                                  ))}
                              </NativeSelect.Field>
                              <NativeSelect.Indicator />
                            </NativeSelect.Root>
                          ) : null}
                          <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => void removeService(service)} aria-label={t('partner.catalog.removeNamed', { name: service.name })}>
                            {t('partner.catalog.remove')}
                          </Button>
                        </>
                      ) : null}
                    </Flex>
                  )}
                />
              )}
            </Stack>
          )}
        />
      )}
      <Text aria-live="polite" role="status" fontSize="sm" color="fg.muted">
        {status}
      </Text>
    </Stack>
  );
}

function NewBucket({ site, disabled, onCreated }: { site: number; disabled: boolean; onCreated: (name: string) => Promise<void> }) {
  const t = useT();
  const alert = useAlert();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(t('validation.required'));
      return;
    }
    setSaving(true);
    try {
      const created = await saveBucket(site, { name: name.trim() });
      setName('');
      setProblem(null);
      await onCreated(created.name);
    } catch (error) {
      const text = errorMessage(error, t);
      setProblem(text);
      alert.show({ status: 'error', text });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('partner.catalog.newBucket')}>
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root maxW="sm" invalid={problem !== null}>
          <Field.Label>{t('partner.catalog.bucketName')}</Field.Label>
          <Input value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={saving} disabled={disabled}>
          {t('partner.catalog.createBucket')}
        </Button>
      </HStack>
    </form>
  );
}

function RenameBucket({ bucket, disabled, onRename }: { bucket: FilteredBucket; disabled: boolean; onRename: (name: string) => void }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(bucket.name);
  if (!editing) {
    return (
      <Button size="xs" variant="outline" disabled={disabled} onClick={() => setEditing(true)} aria-label={t('partner.catalog.renameNamed', { name: bucket.name })}>
        {t('partner.catalog.rename')}
      </Button>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return;
        setEditing(false);
        if (name.trim() !== bucket.name) onRename(name.trim());
      }}
    >
      <HStack gap="2">
        <Input size="xs" width="48" aria-label={t('partner.catalog.bucketName')} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} autoFocus />
        <Button size="xs" type="submit" colorPalette="brand">
          {t('common.save')}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => {
            setEditing(false);
            setName(bucket.name);
          }}
        >
          {t('common.cancel')}
        </Button>
      </HStack>
    </form>
  );
}
