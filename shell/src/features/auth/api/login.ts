import { type HttpClient } from 'shared-runtime/http';
import { type LoginInput, TokenAnswerSchema } from 'shared-contracts/auth';
import { api } from 'shared-contracts/paths';

/** POST /nauth/npanel/login: the API sets the HttpOnly token pair and the wh_session hint; the body has the access token. */
export async function login(http: HttpClient, input: LoginInput): Promise<string> {
  const answer = await http.post(api.auth.login.path(), input, TokenAnswerSchema);
  return answer.data.access_token;
}
