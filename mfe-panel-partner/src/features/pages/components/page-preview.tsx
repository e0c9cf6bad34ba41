import { useState } from 'react';
import { SITE_MANIFEST } from 'shared-contracts/manifests';
import type { PanelPageDetail } from 'shared-contracts/site-pages';
import type { PartnerSite } from 'shared-contracts/sites';
import { RemoteSlot } from 'shared-runtime/remotes';
import { useT } from 'shared-runtime/session';
import { Box, ErrorPanel, Field, Heading, HStack, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import { errorMessage } from 'shared-ui/panel-kit';
import { useSiteLanguages } from '../../../lib/own-site';
import { usePagePreview } from '../api/pages';

/**
 * The page as visitors will see it, in a language of the site: the storefront's own section components, loaded from
 * mfe-site at run time (shared-runtime/remotes), over what the API would serve. It shows what is saved, and follows
 * every save.
 */
export function PagePreview({ site, page }: { site: PartnerSite; page: PanelPageDetail }) {
  const t = useT();
  const { primary, languages, languageName } = useSiteLanguages(site);
  const [locale, setLocale] = useState(primary);
  const version = `${page.updated_at}:${fingerprint(JSON.stringify(page.sections))}`;
  const preview = usePagePreview(site.id, page.id, locale, version);
  return (
    <Stack gap="3" as="section" aria-label={t('partner.builder.preview')}>
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <Heading as="h2" size="md">
          {t('partner.builder.preview')}
        </Heading>
        <Field.Root maxW="48">
          <Field.Label>{t('partner.builder.previewLanguage')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={locale} onChange={(event) => setLocale(event.target.value as typeof primary)}>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('partner.builder.previewHelp')}
      </Text>
      {/* A scrolling box must take focus, so keyboard users can scroll a preview whose own content is inert. */}
      <Box borderWidth="1px" borderRadius="l3" overflow="hidden" maxH="3xl" overflowY="auto" tabIndex={0} role="group" aria-label={t('partner.builder.preview')}>
        {preview.error ? (
          <ErrorPanel message={errorMessage(preview.error, t)} onRetry={() => void preview.mutate()} />
        ) : !preview.data ? (
          <LoadingState />
        ) : (
          <RemoteSlot
            remote={SITE_MANIFEST.remote}
            expose="./SectionPreview"
            props={{ site, page: preview.data, lang: locale }}
            fallback={<LoadingState label={t('partner.builder.previewLoading')} />}
          />
        )}
      </Box>
    </Stack>
  );
}

/** A short fingerprint of the saved sections (djb2), so the preview is asked again after any change to them. */
function fingerprint(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}
