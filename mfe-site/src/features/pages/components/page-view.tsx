import type { SitePage } from 'shared-contracts/site-content';
import { useT } from 'shared-runtime/session';
import { Heading, Text } from 'shared-ui';
import { themedTitle } from '../../../lib/theme';
import { PageContainer } from './page-states';
import { SectionList, startsWithHero } from './sections/section-list';

/** A site page: its sections; when no hero opens it, the page title is the h1. */
export function PageView({ page, lang, showTitle = true }: { page: SitePage; lang: string; showTitle?: boolean }) {
  const t = useT();
  const hero = startsWithHero(page.sections);
  return (
    <article data-testid="site-page" data-page-slug={page.slug}>
      {!hero && showTitle ? (
        <PageContainer>
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} {...themedTitle}>
            {page.title}
          </Heading>
          {page.sections.length === 0 ? <Text mt="4">{t('site.chrome.page.empty')}</Text> : null}
        </PageContainer>
      ) : null}
      <SectionList sections={page.sections} lang={lang} />
    </article>
  );
}
