import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ChangePasswordInputSchema, LoginInputSchema, OkAnswerSchema, RefreshInputSchema, TokenAnswerSchema } from 'shared-contracts/auth';
import { COOKIES } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import type { Env } from '../../../env';
import { clientIp } from '../../../lib/client-ip';
import { clearSessionCookies, setSessionCookies } from '../../../lib/cookies';
import { HttpError } from '../../../lib/http-error';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../access/access';
import type { AuthedEnv } from './require-user';
import type { IssuedSession, RequestMeta, SessionService } from './session.service';

interface Deps {
  sessions: SessionService;
  env: Env;
}

export function sessionRoutes({ sessions, env }: Deps) {
  const cookieConfig = { secure: env.COOKIE_SECURE };
  const meta = (c: Context): RequestMeta => ({
    ip: clientIp(c, env.TRUST_PROXY),
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
  });
  const answer = (c: Context, session: IssuedSession) => {
    setSessionCookies(c, session, cookieConfig);
    return c.json(
      toDto(TokenAnswerSchema, {
        data: { access_token: session.accessToken, token_type: 'Bearer', expires_in: session.expiresIn },
      }),
    );
  };

  return new Hono<AuthedEnv>()
    .post(api.auth.login.pattern, access.public, validate('json', LoginInputSchema), async (c) => {
      return answer(c, await sessions.login(c.req.valid('json'), meta(c)));
    })
    // The refresh token is the credential: it must work after the access token ran out, and during first login.
    .post(api.auth.refreshToken.pattern, access.public, validate('json', RefreshInputSchema), async (c) => {
      const raw = c.req.valid('json').refresh_token ?? getCookie(c, COOKIES.refreshToken.name);
      try {
        return answer(c, await sessions.refresh(raw, meta(c)));
      } catch (error) {
        // A failed refresh ends the session in the browser too (spec 002 §7.1: cookies cleared).
        if (error instanceof HttpError) clearSessionCookies(c, cookieConfig);
        throw error;
      }
    })
    // Logging out needs only the refresh cookie, so it works with an expired access token and during first login.
    .post(api.auth.logout.pattern, access.public, async (c) => {
      await sessions.logout(getCookie(c, COOKIES.refreshToken.name), meta(c));
      clearSessionCookies(c, cookieConfig);
      return c.json(toDto(OkAnswerSchema, { data: { ok: true } }));
    })
    .post(api.auth.changePassword.pattern, access.account, validate('json', ChangePasswordInputSchema), async (c) => {
      const auth = c.get('auth');
      await sessions.changePassword({ userId: auth.userId, familyId: auth.familyId }, c.req.valid('json'), meta(c));
      return c.json(toDto(OkAnswerSchema, { data: { ok: true } }));
    });
}
