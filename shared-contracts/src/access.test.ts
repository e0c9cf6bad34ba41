import { Policy, Role } from './enums';
import { createAdmin, createOperator, createPartner, createSupplier, createUser } from './testing';
import { canManageSubUsers, hasAnyPolicy, hasRole, isSubUser } from './access';

describe('access helpers (spec 000 §6)', () => {
  it('matches any of the given roles, for users holding several', () => {
    const both = createUser({ role_id: [Role.Supplier, Role.Partner] });
    expect(hasRole(both, Role.Partner)).toBe(true);
    expect(hasRole(both, Role.Admin, Role.Supplier)).toBe(true);
    expect(hasRole(createSupplier(), Role.Partner)).toBe(false);
    expect(hasRole(null, Role.Admin)).toBe(false);
  });

  it('requires one of the policies, lets administrators bypass, and treats no policies as no requirement', () => {
    const partner = createPartner();
    expect(hasAnyPolicy(partner, [Policy.PARTNER_WIDGET_POLICY])).toBe(true);
    expect(hasAnyPolicy(partner, [Policy.ACTIVITY_MODULE])).toBe(false);
    expect(hasAnyPolicy(partner, [Policy.ACTIVITY_MODULE, Policy.PARTNER_CHATBOT_POLICY])).toBe(true);
    expect(hasAnyPolicy(createAdmin(), [Policy.ACTIVITY_MODULE])).toBe(true);
    expect(hasAnyPolicy(createSupplier(), [])).toBe(true);
    expect(hasAnyPolicy(undefined, [])).toBe(false);
  });

  it('recognises sub-users and keeps the Sub-Users entry from them', () => {
    const partner = createPartner();
    const operator = createOperator(partner, { policies: [Policy.CREATE_OPERATOR_POLICY] });
    expect(isSubUser(operator)).toBe(true);
    expect(isSubUser(partner)).toBe(false);
    expect(canManageSubUsers(partner)).toBe(true);
    expect(canManageSubUsers(operator)).toBe(false);
    expect(canManageSubUsers(createUser())).toBe(false);
  });
});
