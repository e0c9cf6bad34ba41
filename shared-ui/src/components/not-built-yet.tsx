import { Badge, Box, Heading, Text } from '@chakra-ui/react';
import { useParams } from 'shared-ui/router';
import { LIMITS } from 'shared-contracts/constants';
import type { MessageId } from 'shared-runtime/i18n';
import { useT, usePageMeta, type Breadcrumb } from 'shared-runtime/session';

export interface NotBuiltYetProps {
  /** The page's name, already translated. */
  title: string;
}

/** Stands in for a page that a later issue builds. It says so plainly and shows no made-up data. */
export function NotBuiltYet({ title }: NotBuiltYetProps) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="not-built-yet-title" borderWidth="1px" borderRadius="l3" p="6" bg="bg.subtle">
      <Badge colorPalette="orange" mb="3">
        {t('areas.ui.notBuiltYet.badge')}
      </Badge>
      <Heading as="h1" size="lg" id="not-built-yet-title" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted">{t('areas.ui.notBuiltYet.body')}</Text>
    </Box>
  );
}

export interface NotBuiltYetPageProps {
  /** Message id of the page's name. */
  titleId: MessageId;
  /** The page's name when the route param `createParam` is -1, which means "create" (spec 000 §2.1). */
  createTitleId?: MessageId;
  createParam?: string;
  /** Breadcrumbs up to (not including) this page; the page's own crumb is added. */
  breadcrumbs: Breadcrumb[];
}

/** The create/edit convention of spec 000 §2.1: an id of -1 in the route means "create". */
export function isCreateId(value: string | undefined): boolean {
  return value === String(LIMITS.createId);
}

/** A routed placeholder: declares the title and breadcrumbs for the shell, then shows NotBuiltYet. */
export function NotBuiltYetPage({ titleId, createTitleId, createParam = 'id', breadcrumbs }: NotBuiltYetPageProps) {
  const t = useT();
  const params = useParams();
  const id = createTitleId && isCreateId(params[createParam]) ? createTitleId : titleId;
  usePageMeta({ title: id, breadcrumbs: [...breadcrumbs, { label: id }] });
  return <NotBuiltYet title={t(id)} />;
}
