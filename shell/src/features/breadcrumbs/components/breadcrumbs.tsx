import { Fragment } from 'react';
import { Link as RouterLink } from 'shared-ui/router';
import { isMessageId } from 'shared-runtime/i18n';
import { useCurrentUser, usePageMetaValue, useT } from 'shared-runtime/session';
import { Breadcrumb } from 'shared-ui/panel';
import type { LooseParams } from 'shared-contracts/manifests';
import { breadcrumbTrail, pageTrail } from '../breadcrumb-trail';

export interface BreadcrumbsProps {
  lang: string;
  /** The manifest page being shown; null for a path that is none (its page's declared crumbs are used). */
  page: { key: string; params: LooseParams } | null;
}

export function Breadcrumbs({ lang, page }: BreadcrumbsProps) {
  const t = useT();
  const user = useCurrentUser();
  const meta = usePageMetaValue();
  const trail = page ? pageTrail(user, lang, page) : breadcrumbTrail(user, lang, meta.breadcrumbs);
  const text = (label: string) => (isMessageId(label) ? t(label) : label);

  return (
    <Breadcrumb.Root aria-label={t('nav.breadcrumbs')} size="sm">
      <Breadcrumb.List>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <Fragment key={`${index}-${crumb.label}`}>
              <Breadcrumb.Item>
                {last || !crumb.href ? (
                  <Breadcrumb.CurrentLink aria-current={last ? 'page' : undefined}>{text(crumb.label)}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={crumb.href}>{text(crumb.label)}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {last ? null : <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
