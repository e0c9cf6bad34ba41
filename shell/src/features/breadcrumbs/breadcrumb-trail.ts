import { type MessageId } from 'shared-contracts/i18n';
import { appRoutes } from 'shared-contracts/paths';
import { type Breadcrumb, isAdmin } from 'shared-contracts/session';
import { type CurrentUser } from 'shared-contracts/users';

export interface TrailCrumb {
  label: MessageId | string;
  href?: string;
}

/**
 * Breadcrumbs start at Dashboard for administrators and Profile for everyone else (spec 000 §2.6), followed by
 * what the page declared. A page that repeats the root itself does not get it twice.
 */
export function breadcrumbTrail(
  user: Pick<CurrentUser, 'role_id' | 'policies' | 'parent_user_id'> | null,
  lang: string,
  pageCrumbs: readonly Breadcrumb[],
): TrailCrumb[] {
  const root: TrailCrumb = isAdmin(user)
    ? { label: 'nav.dashboard', href: appRoutes.adminDashboard(lang) }
    : { label: 'nav.profile', href: appRoutes.profile(lang) };
  const rest = pageCrumbs.filter((crumb, index) => !(index === 0 && (crumb.label === root.label || crumb.href === root.href)));
  // The root page itself (e.g. the profile) declares no crumbs beyond the root: the trail is just the root.
  return [root, ...rest.map((crumb) => (crumb.href ? { label: crumb.label, href: crumb.href } : { label: crumb.label }))];
}
