import { Hono } from 'hono';
import { Role } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { CurrentUserAnswerSchema, UserDirectoryAnswerSchema, UserDirectoryQuerySchema } from 'shared-contracts/users';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { UsersService } from './users.service';

/**
 * The caller's own account, readable during first login too (the shell needs it to send the user to change-password);
 * and the administrators' pick lists of partners and suppliers (spec 002 §7.14 `user/partners`, `user/suppliers`).
 */
export function usersRoutes({ users }: { users: UsersService }) {
  return new Hono<AuthedEnv>()
    .get(api.users.current.pattern, access.account, (c) => {
      // The access middleware has just read the account from the database.
      return c.json(toDto(CurrentUserAnswerSchema, { data: c.get('user') }));
    })
    .get(api.users.partners.pattern, access.admin, validate('query', UserDirectoryQuerySchema), async (c) => {
      const data = await users.directory(Role.Partner, c.req.valid('query').search);
      return c.json(toDto(UserDirectoryAnswerSchema, { data }));
    })
    .post(api.users.suppliers.pattern, access.admin, validate('json', UserDirectoryQuerySchema), async (c) => {
      const data = await users.directory(Role.Supplier, c.req.valid('json').search);
      return c.json(toDto(UserDirectoryAnswerSchema, { data }));
    });
}
