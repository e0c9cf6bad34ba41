import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { STRIPE_CONNECT_CURRENCIES, type PartnerSite, type StripeAccount } from 'shared-contracts/sites';
import { useAlert, useSelectedSite, useT } from 'shared-runtime/session';
import { Badge, Button, HStack, Heading, LoadingState, Stack, Text } from 'shared-ui';
import { errorMessage, Table, useConfirmController } from 'shared-ui/panel-kit';
import { ownSiteKey } from '../../../lib/own-site';
import { connectStripe } from '../api/connect-stripe';
import { deauthorizeStripe } from '../api/deauthorize-stripe';

/** Sends the browser to Stripe's onboarding (or the simulated page); a seam the component tests replace. */
export const leaveForStripe = { go: (url: string) => window.location.assign(url) };

/**
 * The site's own Stripe accounts, one per currency it sells in (issue 15 §2, ADR 0031): each connected one with its
 * account and a Disconnect behind a confirmation, the others with "Connect with Stripe", which leaves for Stripe's
 * onboarding. Stripe sends the partner back to the return page (stripe-connect-return-page.tsx), which sets the account
 * up for the selected site: so connecting first makes this site the selected one.
 */
export function StripeAccounts({ site }: { site: PartnerSite }) {
  const t = useT();
  const alert = useAlert();
  const selected = useSelectedSite();
  const { mutate } = useSWRConfig();
  const { confirm, dialog } = useConfirmController();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const accounts = site.stripe_accounts;
  const currencies = [...STRIPE_CONNECT_CURRENCIES, ...(accounts ?? []).map((account) => account.currency).filter((currency) => !(STRIPE_CONNECT_CURRENCIES as readonly string[]).includes(currency))];
  const accountOf = (currency: string) => accounts?.find((account) => account.currency === currency);

  async function connect(currency: string) {
    setBusy(currency);
    setFailure(null);
    try {
      const url = await connectStripe(currency);
      if (selected.id !== site.id) {
        selected.setId(site.id);
        selected.setInfo(site);
      }
      leaveForStripe.go(url);
    } catch (error) {
      setFailure(errorMessage(error, t));
      setBusy(null);
    }
  }

  async function disconnect(account: StripeAccount) {
    const yes = await confirm({
      title: t('partner.stripe.disconnect.title', { currency: account.currency }),
      message: t('partner.stripe.disconnect.message', { currency: account.currency, account: account.account_id }),
      confirmLabel: t('partner.stripe.disconnect.confirm'),
      destructive: true,
    });
    if (!yes) return;
    setBusy(account.currency);
    setFailure(null);
    try {
      const left = await deauthorizeStripe(site.id, account.currency);
      await mutate(ownSiteKey(site.id), (current?: PartnerSite) => (current ? { ...current, stripe_accounts: left } : current), { revalidate: false });
      alert.show({ status: 'success', text: t('partner.stripe.disconnected', { currency: account.currency }) });
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack as="section" aria-labelledby="stripe-accounts-heading" gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="stripe-accounts-heading">
        {t('partner.stripe.title')}
      </Heading>
      <Text color="fg.muted">{t('partner.stripe.intro')}</Text>
      {accounts === undefined ? (
        <LoadingState />
      ) : (
        <Table.Root size="sm" variant="outline" aria-labelledby="stripe-accounts-heading">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('partner.stripe.currency')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('partner.stripe.account')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('partner.stripe.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {currencies.map((currency) => {
              const account = accountOf(currency);
              return (
                <Table.Row key={currency}>
                  <Table.Cell fontWeight="medium">{currency}</Table.Cell>
                  <Table.Cell>
                    {account ? (
                      <HStack gap="2" wrap="wrap">
                        <Badge colorPalette="green">{t('partner.stripe.connectedBadge')}</Badge>
                        <Text as="span" fontFamily="mono" fontSize="sm">
                          {account.account_id}
                        </Text>
                      </HStack>
                    ) : (
                      <Text as="span" color="fg.muted">
                        {t('partner.stripe.notConnected')}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {account ? (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('partner.stripe.disconnectLabel', { currency })}
                        loading={busy === currency}
                        disabled={busy !== null && busy !== currency}
                        onClick={() => void disconnect(account)}
                      >
                        {t('partner.stripe.disconnect')}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        aria-label={t('partner.stripe.connectLabel', { currency })}
                        loading={busy === currency}
                        disabled={busy !== null && busy !== currency}
                        onClick={() => void connect(currency)}
                      >
                        {t('partner.stripe.connect')}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      {dialog}
    </Stack>
  );
}
