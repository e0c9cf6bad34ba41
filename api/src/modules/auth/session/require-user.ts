import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { COOKIES } from 'shared-contracts/constants';
import { HttpError } from '../../../lib/http-error';
import type { UsersService } from '../../core/users/users.service';
import type { AccessClaims, AccessTokens } from './access-token';

export type AuthedEnv = { Variables: { auth: AccessClaims } };

/**
 * Authenticates a panel call from `Authorization: Bearer` or the access_token cookie.
 *
 * The account is read on every call, so blocking a user (can_login false) stops their tokens at once.
 * Revoking a refresh family (logout, reuse, password change) does NOT cut off access tokens already issued
 * from it: they keep working until they expire, at most AUTH.accessTokenTtlSeconds (15 minutes). That bound
 * is the price of stateless access tokens; checking the family on every call would cost a lookup per request.
 */
export function createRequireUser(accessTokens: AccessTokens, users: UsersService): MiddlewareHandler<AuthedEnv> {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const token = bearer ?? getCookie(c, COOKIES.accessToken.name);
    if (!token) throw new HttpError('UNAUTHENTICATED');
    const claims = await accessTokens.read(token);
    const account = await users.findLoginAccountById(claims.userId);
    if (!account) throw new HttpError('UNAUTHENTICATED');
    // 401, not 403: the client then tries a refresh, which answers ACCOUNT_BLOCKED and ends the session.
    if (!account.canLogin) throw new HttpError('UNAUTHENTICATED', { message: 'errors.accountBlocked' });
    c.set('auth', claims);
    await next();
  });
}
