import { Hono, type MiddlewareHandler } from 'hono';
import { api } from 'shared-contracts/paths';
import { CurrentUserAnswerSchema } from 'shared-contracts/users';
import { HttpError } from '../../../lib/http-error';
import { toDto } from '../../../lib/validation';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { UsersService } from './users.service';

export function usersRoutes({ users, requireUser }: { users: UsersService; requireUser: MiddlewareHandler<AuthedEnv> }) {
  return new Hono<AuthedEnv>().get(api.users.current.pattern, requireUser, async (c) => {
    const user = await users.currentUser(c.get('auth').userId);
    if (!user) throw new HttpError('UNAUTHENTICATED');
    return c.json(toDto(CurrentUserAnswerSchema, { data: user }));
  });
}
