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
