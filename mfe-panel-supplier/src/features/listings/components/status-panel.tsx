import { useState } from 'react';
import { GeneralStatus } from 'shared-contracts/enums';
import type { ListingFull } from 'shared-contracts/listings';
import { useAlert, useT } from 'shared-runtime/session';
import { Alert, Badge, Button, Card, HStack, Link, List, Stack, Text } from 'shared-ui';
import { useConfirm } from 'shared-ui/panel-kit';
import { Link as RouterLink } from 'shared-ui/router';
import { updateListingStatus } from '../api/update-listing-status';
import { failureText } from '../../../lib/failure';
import { listingHref, MISSING_PART } from '../lib/kinds';
import { SET_STATUS_LABEL, STATUS_CONSEQUENCE, STATUS_LABEL, STATUS_PALETTE, STATUSES } from '../lib/status';

export interface StatusPanelProps {
  listing: ListingFull;
  lang: string;
  /** After a status change: the page reads the listing again. */
  onChanged: () => unknown;
}

/**
 * The listing's status, what it still needs before it can be set Active (each a link to the section that puts it
 * right), and the status changes, each asked first. A refused change shows the API's own words beside the buttons.
 */
export function StatusPanel({ listing, lang, onChanged }: StatusPanelProps) {
  const t = useT();
  const alert = useAlert();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = listing.basic_details.name || t('supplier.listings.untitled');

  const change = async (status: GeneralStatus) => {
    const sure = await confirm({
      title: t('supplier.listings.status.confirm.title', { name, status: t(STATUS_LABEL[status]) }),
      message: t(STATUS_CONSEQUENCE[status]),
      confirmLabel: t(SET_STATUS_LABEL[status]),
      destructive: status === GeneralStatus.Hide || status === GeneralStatus.Inactive,
    });
    if (!sure) return;
    setBusy(true);
    setRefusal(null);
    try {
      await updateListingStatus(listing.service_type, listing.id, status);
      alert.show({ status: 'success', text: t('supplier.listings.status.changed', { name, status: t(STATUS_LABEL[status]) }) });
      await onChanged();
    } catch (error) {
      setRefusal(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="listing-status">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2">
            <Text as="h2" id="listing-status" fontWeight="semibold">
              {t('supplier.listings.status.heading')}
            </Text>
            <Badge colorPalette={STATUS_PALETTE[listing.status]}>{t(STATUS_LABEL[listing.status])}</Badge>
          </HStack>
          {listing.readiness.ready ? (
            <Text color="fg.success">{t('supplier.listings.status.ready')}</Text>
          ) : (
            <Stack gap="1">
              <Text>{t('supplier.listings.status.notReady')}</Text>
              <List.Root ps="5">
                {listing.readiness.missing.map((part) => (
                  <List.Item key={part}>
                    <Link asChild>
                      <RouterLink to={listingHref.edit(listing.service_type, lang, listing.id, MISSING_PART[part].where)}>{t(MISSING_PART[part].label)}</RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
          {refusal ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Root>
          ) : null}
          <HStack gap="2" wrap="wrap">
            {STATUSES.filter((status) => status !== listing.status).map((status) => (
              <Button
                key={status}
                size="sm"
                variant={status === GeneralStatus.Active ? 'solid' : 'outline'}
                colorPalette={status === GeneralStatus.Active ? 'brand' : undefined}
                disabled={busy}
                onClick={() => void change(status)}
              >
                {t(SET_STATUS_LABEL[status])}
              </Button>
            ))}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
