import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIES } from 'shared-contracts/constants';
import type { CurrentUser } from 'shared-contracts/users';
import { HttpError } from '../../../lib/http-error';
import type { TenantScope } from '../../../lib/tenancy';
import type { UsersService } from '../../core/users/users.service';
import type { AccessClaims, AccessTokens } from './access-token';

/** What a panel route declared with access.panel/admin/account (modules/auth/access) may read of its caller. */
export type AuthedEnv = { Variables: { auth: AccessClaims; user: CurrentUser; tenant: TenantScope } };

export interface PanelSession {
  claims: AccessClaims;
  user: CurrentUser;
}

export type AuthenticatePanel = (c: Context) => Promise<PanelSession>;

/**
 * Authenticates a panel call from `Authorization: Bearer` or the access_token cookie. What the caller may then do is
 * the access middleware's decision (modules/auth/access), not this function's.
 *
 * The account is read on every call, so blocking a user (can_login false), a changed role or policy, and a finished
 * first-login password change all take effect at once. Revoking a refresh family (logout, reuse, password change)
 * does NOT cut off access tokens already issued from it: they keep working until they expire, at most
 * AUTH.accessTokenTtlSeconds (15 minutes). That bound is the price of stateless access tokens; checking the family on
 * every call would cost a lookup per request.
 */
export function createAuthenticatePanel(accessTokens: AccessTokens, users: Pick<UsersService, 'currentUser'>): AuthenticatePanel {
  return async (c) => {
    const header = c.req.header('authorization');
    const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const token = bearer ?? getCookie(c, COOKIES.accessToken.name);
    if (!token) throw new HttpError('UNAUTHENTICATED');
    const claims = await accessTokens.read(token);
    const user = await users.currentUser(claims.userId);
    if (!user) throw new HttpError('UNAUTHENTICATED');
    // 401, not 403: the client then tries a refresh, which answers ACCOUNT_BLOCKED and ends the session.
    if (!user.can_login) throw new HttpError('UNAUTHENTICATED', { message: 'errors.accountBlocked' });
    return { claims, user };
  };
}
