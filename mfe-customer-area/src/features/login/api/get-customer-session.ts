import useSWR from 'swr';
import { CustomerSessionProbeAnswerSchema } from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { customerProbe, http } from '../../../lib/http';

/** GET customer/session: whose session this is. Rejects (401) when there is none. */
export async function getCustomerSession(): Promise<{ email: string }> {
  return (await http().get(api.customer.session.path(), CustomerSessionProbeAnswerSchema, customerProbe())).data;
}

/** "Am I already logged in?" for the login page; a failure only means no. */
export function useCustomerSession() {
  return useSWR('customer-session', getCustomerSession, { revalidateOnFocus: false, shouldRetryOnError: false });
}
