import { Fragment } from 'react';
import { Link as RouterLink } from 'shared-ui/router';
import { isMessageId } from 'shared-contracts/i18n';
import { useCurrentUser, usePageMetaValue, useT } from 'shared-contracts/session';
import { Breadcrumb } from 'shared-ui/panel';
import { breadcrumbTrail } from '../breadcrumb-trail';

export function Breadcrumbs({ lang }: { lang: string }) {
  const t = useT();
  const user = useCurrentUser();
  const meta = usePageMetaValue();
  const trail = breadcrumbTrail(user, lang, meta.breadcrumbs);
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
