import { Hono } from 'hono';
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
import { type CustomerEnv, customerToken, type SiteOfRequest } from './require-customer';

interface Deps {
  customers: CustomerAuthService;
  env: Env;
  /** The partner site whose host the request was made on (the link and the session belong to it). */
  siteOf: SiteOfRequest;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Guest customer login by e-mailed link, and the customer session it opens (issue 5, spec 002 §7.1 "Customer"). */
export function customerAuthRoutes({ customers, env, siteOf }: Deps) {
  const cookie = { path: '/', sameSite: 'Lax', secure: env.COOKIE_SECURE } as const;

  return new Hono<CustomerEnv>()
    .post(api.customer.login.pattern, access.public, validate('json', CustomerLoginInputSchema), async (c) => {
      const { email, lang } = c.req.valid('json');
      await customers.requestLink({
        email,
        locale: lang ?? requestedLocale(c) ?? DEFAULT_LOCALE,
        ip: clientIp(c, env.TRUST_PROXY),
        siteId: await siteOf(c),
      });
      return c.json(toDto(CustomerLoginAnswerSchema, { data: { sent: true } }));
    })
    .post(api.customer.loginToken.pattern, access.public, validate('json', CustomerLoginTokenInputSchema), async (c) => {
      const session = await customers.openLink(c.req.valid('json').token, await siteOf(c));
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
