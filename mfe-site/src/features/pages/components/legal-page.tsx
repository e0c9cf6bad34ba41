import { useMemo } from 'react';
import type { LegalKind } from 'shared-contracts/site-content';
import { PLATFORM_MEMBER_BY } from 'shared-contracts/site-content';
import { useT } from 'shared-runtime/session';
import { Box, Heading, Text } from 'shared-ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useStorefront } from '../../../lib/storefront';
import { themedTitle } from '../../../lib/theme';
import { useLegalText } from '../api/get-legal-text';
import { PageContainer, PageError, PageLoading } from './page-states';

/** privacy-policy and terms-and-conditions (spec 001 §2): the site's text, or the platform's privacy policy. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const t = useT();
  const { site, lang } = useStorefront();
  const legal = useLegalText(site.id, lang, kind);
  const fallbackTitle = kind === 'privacy' ? t('site.chrome.footer.privacy') : t('site.chrome.footer.terms');
  useDocumentTitle(site.general_settings.name || site.name, legal.data?.title ?? fallbackTitle);
  const html = useMemo(() => sanitizeHtml(legal.data?.body ?? ''), [legal.data?.body]);
  if (legal.error) return <PageError error={legal.error} onRetry={() => void legal.mutate()} />;
  if (!legal.data) return <PageLoading />;
  return (
    <PageContainer>
      <article data-testid="legal-page" data-source={legal.data.source} lang={legal.data.locale}>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} mb="6" {...themedTitle}>
          {legal.data.title}
        </Heading>
        {legal.data.source === 'platform' && kind === 'privacy' ? (
          <Text mb="6" fontStyle="italic" lang={lang}>
            {t('site.chrome.legal.platformSource', { name: PLATFORM_MEMBER_BY.name })}
          </Text>
        ) : null}
        <Box fontSize="lg" lineHeight="1.7" css={{ '& p + p, & ul, & ol': { marginTop: '1em' }, '& ul, & ol': { paddingLeft: '1.5em' }, '& a': { textDecoration: 'underline' } }} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </PageContainer>
  );
}

export function PrivacyPolicyPage() {
  return <LegalPage kind="privacy" />;
}

export function TermsPage() {
  return <LegalPage kind="terms" />;
}
