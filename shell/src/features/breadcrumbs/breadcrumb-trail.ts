import { type MessageId } from 'shared-runtime/i18n';
import { breadcrumbTrail as manifestTrail, hrefFor, type LooseParams, pageEntry } from 'shared-contracts/manifests';
import { isAdmin } from 'shared-contracts/access';
import { type Breadcrumb } from 'shared-runtime/session';
import { type CurrentUser } from 'shared-contracts/users';

export interface TrailCrumb {
  label: MessageId | string;
  href?: string;
}

type TrailUser = Pick<CurrentUser, 'role_id' | 'policies' | 'parent_user_id'> | null;

/**
 * The trail of a panel page, from the area manifests: the root (Dashboard for administrators, Profile for everyone
 * else; spec 000 §2.6), the page's breadcrumb parents, then the page, titled "create" for an id of -1.
 */
export function pageTrail(user: TrailUser, lang: string, match: { key: string; params: LooseParams }): TrailCrumb[] {
  return manifestTrail(match.key, { lang, params: match.params, admin: isAdmin(user) });
}

/**
 * For a path that is no manifest page (the error page): the root, then what the page declared. A page that repeats
 * the root itself does not get it twice.
 */
export function breadcrumbTrail(user: TrailUser, lang: string, pageCrumbs: readonly Breadcrumb[]): TrailCrumb[] {
  const rootKey = isAdmin(user) ? 'admin.dashboard' : 'shell.profile';
  const rootPage = pageEntry(rootKey)!.page;
  const root: TrailCrumb = { label: rootPage.crumb ?? rootPage.title, href: hrefFor(rootKey, { lang }) };
  const rest = pageCrumbs.filter((crumb, index) => !(index === 0 && (crumb.label === root.label || crumb.href === root.href)));
  // The root page itself (e.g. the profile) declares no crumbs beyond the root: the trail is just the root.
  return [root, ...rest.map((crumb) => (crumb.href ? { label: crumb.label, href: crumb.href } : { label: crumb.label }))];
}
