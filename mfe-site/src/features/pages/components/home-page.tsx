import { useDocumentTitle, usePageSeo } from '../../../lib/document-title';
import { useStorefront } from '../../../lib/storefront';
import { Navigate } from 'shared-ui/router';
import { useSitePage } from '../api/get-site-page';
import { PageError, PageLoading } from './page-states';
import { PageView } from './page-view';

/** The search page address a site's redirect service sends its root to (spec 001 §2 "Site root"). */
export function redirectServiceTarget(lang: string, service: string | null | undefined): string {
  return `/${lang}/search${service ? `?type=${encodeURIComponent(service)}` : ''}`;
}

function PrimaryPage() {
  const { site, lang } = useStorefront();
  useDocumentTitle(site.general_settings.name || site.name);
  const page = useSitePage(site.id, lang, { primaryPageId: site.general_settings.primary_page_id ?? null });
  usePageSeo(page.data?.seo, page.data?.title || site.general_settings.name || site.name);
  if (page.error) return <PageError error={page.error} onRetry={() => void page.mutate()} />;
  if (!page.data) return <PageLoading />;
  return <PageView page={page.data} lang={lang} />;
}

/** The site root: the redirect service's search page, or the site's primary page. */
export function HomePage() {
  const { site, lang } = useStorefront();
  const redirection = site.redirection_settings;
  if (redirection.is_redirect_search_page) return <Navigate to={redirectServiceTarget(lang, redirection.redirect_to_service)} replace />;
  return <PrimaryPage />;
}
