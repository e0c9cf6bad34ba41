import { Hono } from 'hono';
import { api } from 'shared-contracts/paths';
import { CurrentUserAnswerSchema } from 'shared-contracts/users';
import { toDto } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';

/** The caller's own account, readable during first login too (the shell needs it to send the user to change-password). */
export function usersRoutes() {
  return new Hono<AuthedEnv>().get(api.users.current.pattern, access.account, (c) => {
    // The access middleware has just read the account from the database.
    return c.json(toDto(CurrentUserAnswerSchema, { data: c.get('user') }));
  });
}
