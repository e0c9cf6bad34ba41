import type { Role } from 'shared-contracts/enums';
import { CurrentUserSchema, USER_DIRECTORY_LIMIT, type CurrentUser, type UserDirectoryEntry } from 'shared-contracts/users';
import type { Db } from '../../../db/client';
import { toDto } from '../../../lib/validation';
import {
  findPolicyNames,
  findRoleIds,
  findUserByEmail,
  findUserById,
  listByRole,
  updatePasswordHash,
  type UserRow,
} from './users.repo';

/** What other modules (auth) learn about an account; the hash never leaves the server. */
export interface LoginAccount {
  id: number;
  email: string;
  passwordHash: string;
  canLogin: boolean;
}

export interface UsersService {
  findLoginAccountByEmail(email: string): Promise<LoginAccount | undefined>;
  findLoginAccountById(id: number): Promise<LoginAccount | undefined>;
  /** Stores a new hash and clears first_time_login (the forced change of spec 000 §4.1 step 4). */
  setPassword(userId: number, passwordHash: string, now: Date): Promise<void>;
  currentUser(id: number): Promise<CurrentUser | undefined>;
  /** Partners or suppliers by name (administrators' pick lists, spec 002 §7.14), at most USER_DIRECTORY_LIMIT. */
  directory(role: Role, search: string | undefined): Promise<UserDirectoryEntry[]>;
}

const toLoginAccount = (row: UserRow): LoginAccount => ({
  id: row.id,
  email: row.email,
  passwordHash: row.passwordHash,
  canLogin: row.canLogin,
});

export function createUsersService(db: Db): UsersService {
  return {
    async findLoginAccountByEmail(email) {
      const row = await findUserByEmail(db, email);
      return row && toLoginAccount(row);
    },
    async findLoginAccountById(id) {
      const row = await findUserById(db, id);
      return row && toLoginAccount(row);
    },
    setPassword: (userId, passwordHash, now) => updatePasswordHash(db, userId, passwordHash, now),
    async currentUser(id) {
      const row = await findUserById(db, id);
      if (!row) return undefined;
      const [roleIds, policies] = await Promise.all([findRoleIds(db, id), findPolicyNames(db, id)]);
      return toDto(CurrentUserSchema, {
        id: row.id,
        name: row.name,
        email: row.email,
        profile_pic_url: row.profilePicUrl,
        parent_user_id: row.parentUserId,
        role_id: roleIds as CurrentUser['role_id'],
        policies: policies as CurrentUser['policies'],
        user_currency_type: row.userCurrencyType,
        can_login: row.canLogin,
        first_time_login: row.firstTimeLogin,
        is_zaui_stay_user: row.isZauiStayUser,
        privacy_policy_accepted: row.privacyPolicyAccepted,
      });
    },
    directory(role, search) {
      return listByRole(db, role, search || undefined, USER_DIRECTORY_LIMIT);
    },
  };
}
