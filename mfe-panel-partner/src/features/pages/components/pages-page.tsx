import { useSWRConfig } from 'swr';
import { DEFAULT_LOCALE, LIMITS } from 'shared-contracts/constants';
import { PARTNER_MANIFEST } from 'shared-contracts/manifests';
import { PageStatus } from 'shared-contracts/site-content';
import type { PanelPage } from 'shared-contracts/site-pages';
import { useAlert, useCataloguePart, useIntl, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Button, ErrorPanel, Heading, HStack, Link, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { DataTable, useServerTable, type DataTableColumn, type StatusTab } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams } from 'shared-ui/router';
import { PARTNER_PART } from '../../../lib/catalogue';
import { useOwnSite } from '../../../lib/own-site';
import { deletePage, duplicatePage, listPages, menuKeys, setPagePublished } from '../api/pages';
import { pageTitle } from '../../../lib/page-title';
import { pageBuilderHref, sitePageSettingsHref } from '../lib/page-links';
import { MenuEditor } from './menu-editor';

const TITLE = PARTNER_MANIFEST.pages['partner.pages'].title;

/**
 * npanel/{siteId}/pages and npanel/sites/{siteId}/settings/pages (spec 000 §4, issue 15 §3): the site's published
 * and unpublished pages, with publish, unpublish, duplicate and delete (each destructive one confirmed). The home
 * page cannot be unpublished or deleted; the API refuses it too.
 */
export function PagesPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(PARTNER_PART);
  usePageMeta({ title: TITLE, breadcrumbs: [...breadcrumbs, { label: TITLE }] });
  const { siteId, lang = DEFAULT_LOCALE } = useParams();
  const site = Number(siteId);
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(TITLE)}
        </Heading>
        <Text color="fg.muted">{t('partner.pages.intro')}</Text>
      </Stack>
      {Number.isInteger(site) && site > 0 ? <SitePages key={site} site={site} lang={lang} /> : <ErrorPanel message={t('errors.notFound')} />}
      {Number.isInteger(site) && site > 0 ? <SiteMenu key={`menu:${site}`} site={site} /> : null}
    </Stack>
  );
}

/** The header menu and the footer links of the site, under its pages: what they link to is here. */
function SiteMenu({ site }: { site: number }) {
  const siteInfo = useOwnSite(site);
  return siteInfo.data ? (
    <>
      <MenuEditor site={siteInfo.data} />
      <MenuEditor site={siteInfo.data} kind="footer" />
    </>
  ) : null;
}

function SitePages({ site, lang }: { site: number; lang: string }) {
  const t = useT();
  const intl = useIntl();
  const alert = useAlert();
  const navigate = useNavigate();
  const siteInfo = useOwnSite(site);
  const primary = siteInfo.data?.general_settings.language.primary_language ?? DEFAULT_LOCALE;
  const tabs: StatusTab[] = [
    { value: String(PageStatus.published), label: t('partner.pages.tab.published') },
    { value: String(PageStatus.unpublished), label: t('partner.pages.tab.unpublished') },
  ];
  const table = useServerTable<PanelPage>({
    key: `partner-pages:${site}`,
    paging: 'left_off',
    statusTabs: tabs,
    fetcher: async ({ status, paging }) => {
      const page = await listPages(site, { status: status ?? tabs[0]!.value, ...('left_off' in paging ? paging : { item_per_page: paging.limit, left_off: -1 }) });
      return { rows: page.data, total: page.total, nextLeftOff: page.left_off };
    },
  });

  const settingsHref = (page: PanelPage | null) => sitePageSettingsHref(lang, site, page?.id ?? LIMITS.createId);
  const createButton = (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={settingsHref(null)}>{t('partner.pages.create')}</RouterLink>
    </Button>
  );

  const columns: DataTableColumn<PanelPage>[] = [
    {
      key: 'title',
      header: t('partner.pages.column.title'),
      hideable: false,
      cell: (page) => (
        <HStack gap="2">
          <Link asChild fontWeight="medium">
            <RouterLink to={pageBuilderHref(lang, site, page.id)}>{pageTitle(page, primary)}</RouterLink>
          </Link>
          {page.is_primary ? <Badge colorPalette="brand">{t('partner.pages.home')}</Badge> : null}
        </HStack>
      ),
    },
    { key: 'address', header: t('partner.pages.column.address'), cell: (page) => <Text fontFamily="mono" fontSize="sm">{`/${primary}/page/${page.slug}`}</Text> },
    { key: 'sections', header: t('partner.pages.column.sections'), align: 'end', cell: (page) => intl.formatNumber(page.section_count) },
    {
      key: 'updated',
      header: t('partner.pages.column.updated'),
      cell: (page) => intl.formatDate(page.updated_at, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];

  const { mutate } = useSWRConfig();
  /** After a row action: says what happened, and reloads the menu, whose links follow the pages. */
  const done = (text: string) => {
    alert.show({ status: 'success', text });
    for (const key of menuKeys(site)) void mutate(key);
  };

  return (
    <DataTable
      table={table}
      label={t(TITLE)}
      columns={columns}
      searchable={false}
      rowKey={(page) => page.id}
      rowLabel={(page) => pageTitle(page, primary)}
      onOpenRow={(page) => navigate(pageBuilderHref(lang, site, page.id))}
      rowActions={(page) => {
        const name = pageTitle(page, primary);
        const published = page.status === PageStatus.published;
        return [
          { id: 'build', label: t('partner.pages.action.build'), run: () => navigate(pageBuilderHref(lang, site, page.id)) },
          { id: 'settings', label: t('partner.pages.action.settings'), run: () => navigate(settingsHref(page)) },
          published
            ? {
                id: 'unpublish',
                label: t('partner.pages.action.unpublish'),
                disabled: page.is_primary,
                confirm: { title: t('partner.pages.unpublishTitle', { name }), message: t('partner.pages.unpublishMessage'), confirmLabel: t('partner.pages.action.unpublish') },
                run: async () => {
                  await setPagePublished(site, page.id, false);
                  done(t('partner.pages.unpublished', { name }));
                },
              }
            : {
                id: 'publish',
                label: t('partner.pages.action.publish'),
                run: async () => {
                  await setPagePublished(site, page.id, true);
                  done(t('partner.pages.published', { name }));
                },
              },
          {
            id: 'duplicate',
            label: t('partner.pages.action.duplicate'),
            run: async () => {
              const copy = await duplicatePage(site, page.id);
              done(t('partner.pages.duplicated', { name, slug: copy.slug }));
            },
          },
          {
            id: 'delete',
            label: t('common.delete'),
            destructive: true,
            disabled: page.is_primary,
            confirm: { title: t('partner.pages.deleteTitle', { name }), message: t('partner.pages.deleteMessage') },
            run: async () => {
              await deletePage(site, page.id);
              done(t('partner.pages.deleted', { name }));
            },
          },
        ];
      }}
      toolbar={createButton}
      empty={{
        title: t(table.status === String(PageStatus.unpublished) ? 'partner.pages.emptyUnpublished' : 'partner.pages.empty'),
        description: t('partner.pages.emptyHint'),
        action: createButton,
      }}
    />
  );
}
