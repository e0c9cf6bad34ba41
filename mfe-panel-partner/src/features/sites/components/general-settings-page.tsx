import { useMemo, useState } from 'react';
import { DEFAULT_LOCALE, LIMITS } from 'shared-contracts/constants';
import { SiteStatus } from 'shared-contracts/enums';
import { hrefFor, PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { type HeldSiteField, type PartnerSite, SITE_CHANGE_STATUS, type SiteChange, type UpdateSiteInput } from 'shared-contracts/sites';
import { useAlert, useCataloguePart, useCurrentUser, usePageMeta, useSelectedSite, useSetCurrentUser, useT } from 'shared-runtime/session';
import { Alert, Badge, Button, ErrorPanel, Heading, HStack, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Table, useConfirmController } from 'shared-ui/panel-kit';
import { useNavigate, useParams } from 'shared-ui/router';
import { PARTNER_PART } from '../../../lib/catalogue';
import { useOwnSite } from '../../../lib/own-site';
import { pageTitle } from '../../../lib/page-title';
import { createSite, deactivateSite, decidePrivacyPolicy, updateSite, usePlatformPrivacyPolicy, usePublishedPages } from '../api/sites';
import { SiteSettingsForm } from './site-settings-form';

const PAGE = PARTNER_MANIFEST.pages['partner.site.settings.generalSettings'];

/**
 * npanel/sites/{siteId}/settings/general-settings (spec 000 §2.3, issue 15 §1). With siteId -1 it creates a site:
 * name, sub-domain, custom domain, company and the languages with the primary one (fixed once set). A new site waits
 * for an administrator's approval; the page then shows where it stands, with the administrator's reason when it was
 * sent back, edits its settings (a live site's new address waits for approval, ADR 0026), and lets its owner
 * deactivate it. While the partner has declined the privacy policy, the page shows the
 * policy and the way to accept it instead (spec 000 §5).
 */
export function GeneralSettingsPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PARTNER_PART);
  const user = useCurrentUser();
  const { siteId, lang = DEFAULT_LOCALE } = useParams();
  const id = Number(siteId);
  const creating = id === LIMITS.noSiteId;
  const title = creating ? (PAGE.createTitle ?? PAGE.title) : PAGE.title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  return (
    <Stack gap="5" maxW="3xl">
      <Heading as="h1" size="xl">
        {t(title)}
      </Heading>
      {user && !user.privacy_policy_accepted ? (
        <PrivacyGate lang={lang} />
      ) : creating ? (
        <CreateSiteForm lang={lang} />
      ) : Number.isInteger(id) && id > 0 ? (
        <SiteStanding key={id} id={id} />
      ) : (
        <ErrorPanel message={t('errors.notFound')} />
      )}
    </Stack>
  );
}

/** Block-level text of the (already sanitised) policy HTML, as paragraphs: nothing of it is rendered as markup. */
function paragraphsOf(html: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...document.body.querySelectorAll('p, li, h1, h2, h3, h4')].map((node) => node.textContent?.trim() ?? '');
  const text = blocks.filter(Boolean);
  return text.length > 0 ? text : [document.body.textContent?.trim() ?? ''].filter(Boolean);
}

function PrivacyGate({ lang }: { lang: string }) {
  const t = useT();
  const setUser = useSetCurrentUser();
  const policy = usePlatformPrivacyPolicy(lang);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const paragraphs = useMemo(() => paragraphsOf(policy.data?.body ?? ''), [policy.data?.body]);

  async function accept() {
    setBusy(true);
    setFailure(null);
    try {
      setUser(await decidePrivacyPolicy(true));
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('partner.sites.privacy.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="4">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('errors.privacyPolicyDeclined')}</Alert.Title>
      </Alert.Root>
      {policy.error ? (
        <ErrorPanel message={t('partner.sites.privacy.loadError')} onRetry={() => void policy.mutate()} />
      ) : !policy.data ? (
        <LoadingState label={t('partner.sites.privacy.loading')} />
      ) : (
        <Stack as="section" aria-label={policy.data.title} gap="2" borderWidth="1px" borderRadius="md" p="4" maxH="sm" overflowY="auto" tabIndex={0}>
          <Heading as="h2" size="md">
            {policy.data.title}
          </Heading>
          {paragraphs.map((text, index) => (
            <Text key={index}>{text}</Text>
          ))}
        </Stack>
      )}
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack>
        <Button onClick={() => void accept()} loading={busy} disabled={!policy.data}>
          {t('partner.sites.privacy.accept')}
        </Button>
      </HStack>
    </Stack>
  );
}

function CreateSiteForm({ lang }: { lang: string }) {
  const t = useT();
  const alert = useAlert();
  const navigate = useNavigate();
  const site = useSelectedSite();
  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('partner.sites.create.intro')}</Text>
      <SiteSettingsForm
        mode="create"
        initial={NEW_SITE}
        label={t('partner.sites.create.form')}
        saveLabel={t('partner.sites.create.save')}
        onSave={async ({ primary_page_id: _none, ...values }) => {
          const created = await createSite(values);
          site.setId(created.id);
          site.setInfo(created);
          alert.show({ status: 'success', text: t('partner.sites.create.created', { name: created.name }) });
          navigate(hrefFor('partner.site.settings.generalSettings', { lang, siteId: created.id }));
        }}
      />
    </Stack>
  );
}

const NEW_SITE: UpdateSiteInput = {
  name: '',
  sub_domain: '',
  domain: null,
  company_name: null,
  favicon_icon: null,
  primary_page_id: null,
  language: { enabled_language: ['en'], primary_language: 'en' },
};

/** The form's starting point for a site: its settings, with the address it asked for while that waits for approval. */
export function editableSettings(site: PartnerSite): UpdateSiteInput {
  const asked = site.address_change?.status === SITE_CHANGE_STATUS.pending ? site.address_change.fields : [];
  const askedFor = (field: HeldSiteField, current: string | null) => {
    const change = asked.find((each) => each.field === field);
    return change ? change.to : current;
  };
  return {
    name: site.name,
    sub_domain: askedFor('sub_domain', site.sub_domain) ?? site.sub_domain,
    domain: askedFor('domain', site.domain),
    company_name: site.general_settings.company_name,
    favicon_icon: site.general_settings.favicon_icon,
    primary_page_id: site.general_settings.primary_page_id,
    language: site.general_settings.language,
  };
}

const FIELD_LABEL = {
  sub_domain: 'partner.sites.field.subDomain',
  domain: 'partner.sites.field.domain',
  merchant_of_record: 'partner.sites.field.merchantOfRecord',
} as const satisfies Record<HeldSiteField, string>;

/** The latest address change: waiting (with its diff) or rejected (with the administrator's reason). */
function AddressChangeNotice({ change }: { change: SiteChange }) {
  const t = useT();
  if (change.status === SITE_CHANGE_STATUS.approved) return null;
  const pending = change.status === SITE_CHANGE_STATUS.pending;
  return (
    <Alert.Root status={pending ? 'info' : 'warning'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(pending ? 'partner.sites.change.pending' : 'partner.sites.change.rejected')}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>{t(pending ? 'partner.sites.change.pendingHint' : 'partner.sites.change.rejectedHint')}</Text>
            <Table.Root size="sm" variant="outline">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('partner.sites.change.field')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('partner.sites.change.now')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('partner.sites.change.asked')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {change.fields.map((each) => (
                  <Table.Row key={each.field}>
                    <Table.Cell>{t(FIELD_LABEL[each.field])}</Table.Cell>
                    <Table.Cell>{each.from ?? t('partner.sites.none')}</Table.Cell>
                    <Table.Cell>{each.to ?? t('partner.sites.none')}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {!pending && change.review_note ? <Text>{t('partner.sites.change.reason', { reason: change.review_note })}</Text> : null}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

const STATUS_TEXT = {
  [SiteStatus.Confirmed]: 'partner.sites.status.confirmed',
  [SiteStatus.Pending]: 'partner.sites.status.pending',
  [SiteStatus.Reviewing]: 'partner.sites.status.reviewing',
  [SiteStatus.Deactivated]: 'partner.sites.status.deactivated',
} as const;

const STATUS_HINT = {
  [SiteStatus.Confirmed]: 'partner.sites.status.confirmedHint',
  [SiteStatus.Pending]: 'partner.sites.status.pendingHint',
  [SiteStatus.Reviewing]: 'partner.sites.status.reviewingHint',
  [SiteStatus.Deactivated]: 'partner.sites.status.deactivatedHint',
} as const;

function SiteStanding({ id }: { id: number }) {
  const t = useT();
  const own = useOwnSite(id);
  const publishedPages = usePublishedPages(id);
  const alert = useAlert();
  const selected = useSelectedSite();
  const { confirm, dialog } = useConfirmController();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (own.error) return <ErrorPanel message={own.error instanceof Error && own.error.message ? own.error.message : t('errors.somethingWentWrong')} onRetry={() => void own.mutate()} />;
  if (!own.data) return <LoadingState />;
  const site: PartnerSite = own.data;

  async function deactivate() {
    const yes = await confirm({
      title: t('partner.sites.deactivate.title', { name: site.name }),
      message: t('partner.sites.deactivate.message'),
      confirmLabel: t('partner.sites.deactivate.confirm'),
      destructive: true,
    });
    if (!yes) return;
    setBusy(true);
    setFailure(null);
    try {
      await own.mutate(await deactivateSite(site.id), { revalidate: false });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('partner.sites.deactivate.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="5">
      <Stack as="section" aria-label={t('partner.sites.status.label')} gap="2" borderWidth="1px" borderRadius="md" p="4">
        <HStack gap="3">
          <Text fontWeight="medium">{t('partner.sites.status.label')}</Text>
          <Badge colorPalette={site.status === SiteStatus.Confirmed ? 'green' : site.status === SiteStatus.Deactivated ? 'gray' : 'orange'}>
            {t(STATUS_TEXT[site.status])}
          </Badge>
        </HStack>
        <Text color="fg.muted">{t(STATUS_HINT[site.status])}</Text>
        {site.status === SiteStatus.Reviewing && site.review_note ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('partner.sites.status.reviewNote')}</Alert.Title>
              <Alert.Description>{site.review_note}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
      {site.address_change ? <AddressChangeNotice change={site.address_change} /> : null}
      <SiteSettingsForm
        key={`${site.id}:${site.address_change?.id ?? 0}:${site.address_change?.status ?? 0}`}
        mode="edit"
        initial={editableSettings(site)}
        homePages={publishedPages.data?.map((page) => ({ id: page.id, title: pageTitle(page, site.general_settings.language.primary_language) }))}
        label={t('partner.sites.edit.form')}
        saveLabel={t('partner.sites.edit.save')}
        onSave={async (values) => {
          const saved = await updateSite(site.id, values);
          await own.mutate(saved, { revalidate: false });
          selected.setInfo(saved);
          alert.show({
            status: 'success',
            text: t(saved.address_change?.status === SITE_CHANGE_STATUS.pending ? 'partner.sites.edit.savedPending' : 'partner.sites.edit.saved'),
          });
        }}
      />
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      {site.status !== SiteStatus.Deactivated ? (
        <HStack>
          <Button variant="outline" colorPalette="red" onClick={() => void deactivate()} loading={busy}>
            {t('partner.sites.deactivate.button')}
          </Button>
        </HStack>
      ) : null}
      {dialog}
    </Stack>
  );
}

