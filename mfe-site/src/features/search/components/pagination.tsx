import { Button, Flex } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { useT } from 'shared-runtime/session';

/** Page numbers to show: all of a few, else the first, the last and two either side of the current one. */
export function pageWindow(current: number, total: number): Array<number | 'gap'> {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - (sorted[index - 1] as number) > 1 ? ['gap' as const, page] : [page]));
}

/** 1-based pages as links (the URL is the state): keyboard reachable, and each can be opened in a new tab. */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const t = useT();
  if (pageCount <= 1) return null;
  const step = (target: number, label: string) =>
    target < 1 || target > pageCount ? (
      <Button variant="outline" size="sm" disabled>
        {label}
      </Button>
    ) : (
      <Button asChild variant="outline" size="sm">
        <RouterLink to={hrefFor(target)}>{label}</RouterLink>
      </Button>
    );
  return (
    <nav aria-label={t('site.search.pagination.label')}>
      <Flex as="ul" listStyleType="none" gap="1" wrap="wrap" align="center" justify="center" p="0" m="0">
        <li>{step(page - 1, t('site.search.pagination.previous'))}</li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <Button asChild size="sm" variant={item === page ? 'solid' : 'ghost'} colorPalette="brand">
                <RouterLink to={hrefFor(item)} aria-label={t('site.search.pagination.page', { page: item })} aria-current={item === page ? 'page' : undefined}>
                  {item}
                </RouterLink>
              </Button>
            </li>
          ),
        )}
        <li>{step(page + 1, t('site.search.pagination.next'))}</li>
      </Flex>
    </nav>
  );
}
