import { type HttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { type CurrentUser, CurrentUserAnswerSchema } from 'shared-contracts/users';

/** GET /core/v1/current/user (spec 000 §7). */
export async function getCurrentUser(http: HttpClient): Promise<CurrentUser> {
  const answer = await http.get(api.users.current.path(), CurrentUserAnswerSchema);
  return answer.data;
}
