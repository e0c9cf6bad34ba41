import { CustomerSessionAnswerSchema, type CustomerLoginTokenInput, type CustomerSessionAnswer } from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { http, PUBLIC } from '../../../lib/http';

/**
 * POST customer/login/token: spends the e-mailed link's token for a customer session (also set as the HttpOnly
 * cookie). Public: a refused link answers 401/410 with a LINK_* code, which is shown, not a session that ended.
 */
export async function loginWithToken(input: CustomerLoginTokenInput): Promise<CustomerSessionAnswer['data']> {
  return (await http().post(api.customer.loginToken.path(), input, CustomerSessionAnswerSchema, PUBLIC)).data;
}

/**
 * A link works once, and React (StrictMode, a remount) may run the arrival effect twice: every caller asking for
 * the same token shares the one request.
 */
const spent = new Map<string, Promise<CustomerSessionAnswer['data']>>();

export function loginWithTokenOnce(token: string): Promise<CustomerSessionAnswer['data']> {
  let pending = spent.get(token);
  if (!pending) {
    pending = loginWithToken({ token });
    spent.set(token, pending);
  }
  return pending;
}
