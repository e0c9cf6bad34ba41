import * as v from 'valibot';
import { Policy, POLICY_NAMES, Role } from '../enums';
import { PartnerSiteSchema } from '../schemas/sites';
import { CurrentUserSchema } from '../schemas/users';
import {
  createAdmin,
  createOperator,
  createPartner,
  createPartnerSite,
  createSupplier,
  createUser,
  resetFactoryIds,
} from './factories';

beforeEach(() => resetFactoryIds());

describe('factories', () => {
  it('build users that pass CurrentUserSchema', () => {
    for (const user of [createUser(), createAdmin(), createSupplier(), createPartner(), createOperator(createPartner())]) {
      const parsed = v.safeParse(CurrentUserSchema, user);
      expect(parsed.issues).toBeUndefined();
    }
  });

  it('build sites that pass PartnerSiteSchema unchanged', () => {
    const site = createPartnerSite({ name: 'Fjord Tours' });
    const parsed = v.safeParse(PartnerSiteSchema, site);
    expect(parsed.issues).toBeUndefined();
    expect(parsed.output).toEqual(site);
  });

  it('hand out deterministic incrementing ids per entity', () => {
    expect([createUser().id, createPartner().id, createAdmin().id]).toEqual([1, 2, 3]);
    expect([createPartnerSite().id, createPartnerSite().id]).toEqual([1, 2]);
    resetFactoryIds();
    expect(createUser().id).toBe(1);
  });

  it('give the partner every policy but the two supplier modules, like the demo partner', () => {
    const partner = createPartner();
    expect(partner.role_id).toEqual([Role.Partner]);
    expect(partner.policies).toHaveLength(POLICY_NAMES.length - 2);
    expect(partner.policies).not.toContain(Policy.ACTIVITY_MODULE);
    expect(partner.policies).not.toContain(Policy.ACCOMMODATION_MODULE);
    expect(partner.policies).toContain(Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2);
  });

  it('apply overrides', () => {
    const user = createAdmin({ name: 'Root', first_time_login: true });
    expect(user).toMatchObject({ name: 'Root', first_time_login: true, role_id: [Role.Admin] });
    expect(createPartnerSite({ sub_domain: 'fjord' }).general_settings.sub_domain).toBe('fjord');
  });
});
