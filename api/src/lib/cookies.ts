import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { COOKIES } from 'shared-contracts/constants';

const DAY_SECONDS = 24 * 60 * 60;

export interface CookieConfig {
  secure: boolean;
}

/**
 * The panel session: access and refresh tokens in HttpOnly cookies for 1 day (spec 000 §9), plus a readable
 * secret-free hint so the shell's guard can tell "logged in" without reading the tokens (spec 000 §4.1 step 1).
 * The access JWT inside expires after ~15 minutes; the cookie outlives it so the client can still refresh.
 */
export function setSessionCookies(c: Context, tokens: { accessToken: string; refreshToken: string }, config: CookieConfig) {
  const base = { path: '/', sameSite: 'Lax', secure: config.secure } as const;
  setCookie(c, COOKIES.accessToken.name, tokens.accessToken, {
    ...base,
    httpOnly: true,
    maxAge: COOKIES.accessToken.maxAgeDays * DAY_SECONDS,
  });
  setCookie(c, COOKIES.refreshToken.name, tokens.refreshToken, {
    ...base,
    httpOnly: true,
    maxAge: COOKIES.refreshToken.maxAgeDays * DAY_SECONDS,
  });
  setCookie(c, COOKIES.sessionHint.name, '1', { ...base, httpOnly: false, maxAge: COOKIES.sessionHint.maxAgeDays * DAY_SECONDS });
}

export function clearSessionCookies(c: Context, config: CookieConfig) {
  for (const name of [COOKIES.accessToken.name, COOKIES.refreshToken.name, COOKIES.sessionHint.name]) {
    deleteCookie(c, name, { path: '/', secure: config.secure, sameSite: 'Lax' });
  }
}
