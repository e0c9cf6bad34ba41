/**
 * The frame of a page about one of the partner's sites (settings, theme, merchant, search page): its heading, the
 * site id from the address, and what shows until the page's reads are in. One place for the "choose a site", not
 * found, failed and loading states those pages share.
 */
import type { ReactNode } from 'react';
import type { MessageId } from 'shared-contracts/messages';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { EmptyState, ErrorPanel, Heading, LoadingState, Stack } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { errorMessage } from 'shared-ui/panel-kit';
import { useParams } from 'shared-ui/router';
import { PARTNER_PART } from './catalogue';

function NoSite() {
  const t = useT();
  return <EmptyState title={t('partner.siteSettings.noSite')} description={t('partner.siteSettings.noSiteHint')} />;
}

export interface SitePageFrameProps extends AreaPageProps {
  /** The page's title (its manifest title): the crumb and the document title. */
  title: MessageId;
  /** The heading, when it is not the title (a tab of a group names the group). */
  heading?: MessageId;
  maxW?: string;
  /** The page for a valid site id; re-mounted when the id changes. */
  children: (siteId: number) => ReactNode;
}

export function SitePageFrame({ breadcrumbs, title, heading = title, maxW = '3xl', children }: SitePageFrameProps) {
  const t = useT();
  useCataloguePart(PARTNER_PART);
  const { siteId } = useParams();
  const id = Number(siteId);
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  return (
    <Stack gap="5" maxW={maxW}>
      <Heading as="h1" size="xl">
        {t(heading)}
      </Heading>
      {Number.isInteger(id) && id > 0 ? children(id) : <NoSite />}
    </Stack>
  );
}

interface Read {
  error?: unknown;
  mutate(): unknown;
}

/**
 * What a page shows while its reads are not all in: a site not found (404) as "choose a site", a failure with Retry
 * (which asks every read again), or loading.
 */
export function ReadsPending({ reads }: { reads: Read[] }) {
  const t = useT();
  const failure = reads.find((read) => read.error)?.error;
  if (failure) {
    if ((failure as { status?: number }).status === 404) return <NoSite />;
    return <ErrorPanel message={errorMessage(failure, t)} onRetry={() => void Promise.all(reads.map((read) => read.mutate()))} />;
  }
  return <LoadingState />;
}
