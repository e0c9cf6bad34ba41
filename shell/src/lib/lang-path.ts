import { isAdmin } from 'shared-contracts/access';
import { hrefFor } from 'shared-contracts/manifests';
import { type CurrentUser } from 'shared-contracts/users';

/** The same path in another language: only the first segment changes (spec 000 §2.1: every route has /{lang}). */
export function replaceLangSegment(pathname: string, lang: string): string {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return `/${lang}${rest}`;
}

/** Where a logged-in user lands: change-password on first login, else the dashboard (admins) or the profile. */
export function landingPath(user: Pick<CurrentUser, 'first_time_login' | 'role_id' | 'policies' | 'parent_user_id'>, lang: string): string {
  if (user.first_time_login) return hrefFor('shell.changePassword', { lang });
  return isAdmin(user) ? hrefFor('admin.dashboard', { lang }) : hrefFor('shell.profile', { lang });
}
