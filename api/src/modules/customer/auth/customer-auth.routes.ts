import { type Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { COOKIES, DEFAULT_LOCALE } from 'shared-contracts/constants';
import {
  CustomerLoginAnswerSchema,
  CustomerLoginInputSchema,
  CustomerLoginTokenInputSchema,
  CustomerLogoutAnswerSchema,
  CustomerSessionAnswerSchema,
  CustomerSessionProbeAnswerSchema,
} from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import type { Env } from '../../../env';
import { clientIp } from '../../../lib/client-ip';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { CustomerAuthService } from './customer-auth.service';
import { type CustomerEnv, customerToken } from './require-customer';

interface Deps {
  customers: CustomerAuthService;
  env: Env;
  /** The Confirmed partner site a storefront origin belongs to, if any (as the site start-up resolves it). */
  siteIdForOrigin(origin: URL): Promise<number | undefined>;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Guest customer login by e-mailed link, and the customer session it opens (issue 5, spec 002 §7.1 "Customer"). */
export function customerAuthRoutes({ customers, env, siteIdForOrigin }: Deps) {
  const cookie = { path: '/', sameSite: 'Lax', secure: env.COOKIE_SECURE } as const;

  /** The partner site the request came from, by its Origin header. */
  async function requestSite(c: Context): Promise<{ id: number; origin: string } | null> {
    const header = c.req.header('origin');
    if (!header) return null;
    let origin: URL;
    try {
      origin = new URL(header);
    } catch {
      return null;
    }
    if (origin.protocol !== 'https:' && origin.protocol !== 'http:') return null;
    const id = await siteIdForOrigin(origin);
    return id === undefined ? null : { id, origin: origin.origin };
  }

  return new Hono<CustomerEnv>()
    .post(api.customer.login.pattern, access.public, validate('json', CustomerLoginInputSchema), async (c) => {
      const { email, lang } = c.req.valid('json');
      await customers.requestLink({
        email,
        locale: lang ?? requestedLocale(c) ?? DEFAULT_LOCALE,
        ip: clientIp(c, env.TRUST_PROXY),
        site: await requestSite(c),
      });
      return c.json(toDto(CustomerLoginAnswerSchema, { data: { sent: true } }));
    })
    .post(api.customer.loginToken.pattern, access.public, validate('json', CustomerLoginTokenInputSchema), async (c) => {
      const session = await customers.openLink(c.req.valid('json').token);
      setCookie(c, COOKIES.customerToken.name, session.token, { ...cookie, httpOnly: true, maxAge: COOKIES.customerToken.maxAgeDays * DAY_SECONDS });
      return c.json(
        toDto(CustomerSessionAnswerSchema, {
          data: { customer_token: session.token, expires_at: session.expiresAt.toISOString(), email: session.email },
        }),
      );
    })
    .post(api.customer.logout.pattern, access.public, async (c) => {
      // Logging out always ends the session in the browser, even when the token is already gone.
      const token = customerToken(c);
      if (token) await customers.logout(token);
      deleteCookie(c, COOKIES.customerToken.name, cookie);
      return c.json(toDto(CustomerLogoutAnswerSchema, { data: { ok: true } }));
    })
    .get(api.customer.session.pattern, access.customer, (c) => {
      return c.json(toDto(CustomerSessionProbeAnswerSchema, { data: { email: c.get('customer').email } }));
    });
}
