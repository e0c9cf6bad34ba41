import * as v from 'valibot';
import { type HttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';

/** POST /nauth/npanel/logout: the server revokes the refresh family and clears the HttpOnly cookies. */
export async function logout(http: HttpClient): Promise<void> {
  await http.post(api.auth.logout.path(), {}, v.unknown());
}
