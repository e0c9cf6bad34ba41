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
 * Authenticates a customer call against the stored customer sessions. A panel access token is not one of them,
 * so it is refused here, just as the panel's requireUser refuses a customer token (it is no JWT of ours).
 */
export function createRequireCustomer(customers: Pick<CustomerAuthService, 'authenticate'>): MiddlewareHandler<CustomerEnv> {
  return createMiddleware<CustomerEnv>(async (c, next) => {
    const token = customerToken(c);
    const customer = token ? await customers.authenticate(token) : undefined;
    if (!customer) throw new HttpError('UNAUTHENTICATED');
    c.set('customer', customer);
    await next();
  });
}
