import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { COOKIES } from 'shared-contracts/constants';
import { HttpError } from '../../../lib/http-error';
import type { CustomerAuthService } from './customer-auth.service';

export type CustomerEnv = { Variables: { customer: { email: string } } };

/** The customer token of a request: `Authorization: Bearer` first, else the customer_token cookie. */
export function customerToken(c: Context): string | undefined {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? getCookie(c, COOKIES.customerToken.name);
}

/**
 * The partner site a request was made on, from its Host (storefront calls are same-origin, and the shell's nginx
 * passes the Host on); null on the platform host. Never from Origin or a parameter the caller picks.
 */
export type SiteOfRequest = (c: Context) => Promise<number | null>;

/**
 * Authenticates a customer call against the stored customer sessions. A panel access token is not one of them,
 * so it is refused here, just as the panel's requireUser refuses a customer token (it is no JWT of ours). A session
 * opened on another site (or on the platform host) is refused too: its holder is a logged-out guest here.
 */
export function createRequireCustomer(customers: Pick<CustomerAuthService, 'authenticate'>, siteOf: SiteOfRequest): MiddlewareHandler<CustomerEnv> {
  return createMiddleware<CustomerEnv>(async (c, next) => {
    const token = customerToken(c);
    const customer = token ? await customers.authenticate(token, await siteOf(c)) : undefined;
    if (!customer) throw new HttpError('UNAUTHENTICATED');
    c.set('customer', customer);
    await next();
  });
}
