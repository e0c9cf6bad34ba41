import * as v from 'shared-contracts/valibot';
import { POLICY_NAMES, ROLE_IDS } from 'shared-contracts/enums';
import { dataEnvelope } from 'shared-contracts/common';

export const RoleIdSchema = v.picklist(ROLE_IDS);
export const PolicyNameSchema = v.picklist(POLICY_NAMES);

/** The user of spec 000 §3, as the panel sees it. */
export const CurrentUserSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  profile_pic_url: v.nullable(v.string()),
  /** Set when the user is a sub-user (operator) of another user. */
  parent_user_id: v.nullable(v.number()),
  role_id: v.array(RoleIdSchema),
  policies: v.array(PolicyNameSchema),
  user_currency_type: v.string(),
  can_login: v.boolean(),
  first_time_login: v.boolean(),
  is_zaui_stay_user: v.boolean(),
  /** Declining the privacy policy blocks creating and opening sites (spec 000 §5). */
  privacy_policy_accepted: v.boolean(),
});
export type CurrentUser = v.InferOutput<typeof CurrentUserSchema>;

export const CurrentUserAnswerSchema = dataEnvelope(CurrentUserSchema);
export type CurrentUserAnswer = v.InferOutput<typeof CurrentUserAnswerSchema>;

/* ------------------------------------------------------------------ directory (spec 002 §7.14) */

/** The most rows GET /user/partners and POST /user/suppliers answer: a pick list, narrowed by `search`. */
export const USER_DIRECTORY_LIMIT = 200;

/**
 * Query of GET /user/partners and body of POST /user/suppliers (the spec shows neither): an optional search in the
 * name or e-mail. Administrators' pick lists, for choosing whose report or payout a page is about.
 */
export const UserDirectoryQuerySchema = v.object({
  search: v.optional(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(100, 'validation.invalid'))),
});
export type UserDirectoryQuery = v.InferOutput<typeof UserDirectoryQuerySchema>;

/** One account of the role asked for (its own account, not a sub-user), by name. */
export const UserDirectoryEntrySchema = v.object({ id: v.number(), name: v.string(), email: v.string() });
export type UserDirectoryEntry = v.InferOutput<typeof UserDirectoryEntrySchema>;
export const UserDirectoryAnswerSchema = dataEnvelope(v.array(UserDirectoryEntrySchema));
