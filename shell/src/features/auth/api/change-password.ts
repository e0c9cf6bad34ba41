import { type HttpClient } from 'shared-runtime/http';
import { type ChangePasswordInput, OkAnswerSchema } from 'shared-contracts/auth';
import { api } from 'shared-contracts/paths';

/** POST /nauth/npanel/change-password: the forced first-login change (and any later one). */
export async function changePassword(http: HttpClient, input: ChangePasswordInput): Promise<void> {
  await http.post(api.auth.changePassword.path(), input, OkAnswerSchema);
}
