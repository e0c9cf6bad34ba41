import { useDocumentTitle, usePageSeo } from '../../../lib/document-title';
import { useStorefront } from '../../../lib/storefront';
import { useParams } from 'shared-ui/router';
import { useSitePage } from '../api/get-site-page';
import { NotFoundPage } from './not-found-page';
import { PageError, PageLoading } from './page-states';
import { PageView } from './page-view';

/** page/{slug}: a published page of the site (spec 001 §2). */
export function ContentPage() {
  const { slug } = useParams();
  if (!slug) return <NotFoundPage />;
  return <PageBySlug slug={slug} />;
}

function PageBySlug({ slug }: { slug: string }) {
  const { site, lang } = useStorefront();
  const page = useSitePage(site.id, lang, { slug });
  useDocumentTitle(site.general_settings.name || site.name, page.data?.title);
  usePageSeo(page.data?.seo, page.data?.title || site.general_settings.name || site.name);
  if (page.error) return <PageError error={page.error} onRetry={() => void page.mutate()} />;
  if (!page.data) return <PageLoading />;
  return <PageView page={page.data} lang={lang} />;
}

export default ContentPage;
