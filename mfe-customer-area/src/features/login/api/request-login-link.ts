import { CustomerLoginAnswerSchema, type CustomerLoginInput } from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { http, PUBLIC } from '../../../lib/http';

/** POST customer/login: e-mails a login link to an address with bookings; the same answer either way. */
export async function requestLoginLink(input: CustomerLoginInput): Promise<void> {
  await http().post(api.customer.login.path(), input, CustomerLoginAnswerSchema, PUBLIC);
}
