import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { useT } from 'shared-runtime/session';
import { isExternalUrl, storefrontPath } from '../../../lib/site-links';

export interface SiteLinkProps extends Omit<LinkProps, 'href' | 'children'> {
  /** A URL as the API gives it: external, or a site path in any of the forms storefrontPath() accepts. */
  url: string;
  lang: string;
  children: string;
  /** Extra content after the label (e.g. an icon). */
  after?: ReactNode;
}

/** A menu or footer link: inside the storefront through the router, elsewhere as a plain link that says so. */
export function SiteLink({ url, lang, children, after, ...rest }: SiteLinkProps) {
  const t = useT();
  if (isExternalUrl(url)) {
    const web = /^https?:|^\/\//i.test(url);
    return (
      <Link
        href={url}
        {...(web ? { target: '_blank', rel: 'noopener noreferrer', 'aria-label': t('site.chrome.externalLink', { label: children }) } : {})}
        {...rest}
      >
        {children}
        {after}
      </Link>
    );
  }
  return (
    <Link asChild {...rest}>
      <RouterLink to={storefrontPath(url, lang)}>
        {children}
        {after}
      </RouterLink>
    </Link>
  );
}
