import { PaymentMethod, Policy, Role } from 'shared-contracts/enums';
import { createAdmin, createPartner, createPartnerSite, createSupplier, createUser } from 'shared-contracts/testing';
import { runGuard, type GuardContext } from '../run-guard';

const partner = createPartner({ id: 30 });
const site = createPartnerSite({ id: 7 });

function ctx(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    lang: 'en',
    pathname: '/en/npanel',
    hasSessionHint: true,
    accessToken: null,
    user: createSupplier({ id: 20 }),
    route: null,
    selectedSiteId: -1,
    siteInfo: null,
    siteInfoFailedFor: null,
    ...overrides,
  };
}

describe('route guard, spec 000 §4.1, in order', () => {
  describe('1. no access token', () => {
    it('goes to login when neither the hint cookie nor an in-memory token exists', () => {
      expect(runGuard(ctx({ hasSessionHint: false, accessToken: null, user: null }))).toEqual({
        kind: 'redirect',
        to: '/en/login',
        step: 'no-token',
      });
    });

    it('an in-memory token alone is enough to go on', () => {
      expect(runGuard(ctx({ hasSessionHint: false, accessToken: 'jwt', user: null })).kind).toBe('load-user');
    });

    it('comes before everything else: even a loaded user is sent to login without a token', () => {
      expect(runGuard(ctx({ hasSessionHint: false, accessToken: null, lang: 'sv' }))).toMatchObject({ to: '/sv/login' });
    });
  });

  describe('2. token but no loaded user', () => {
    it('asks to fetch the current user', () => {
      expect(runGuard(ctx({ user: null }))).toEqual({ kind: 'load-user' });
    });
  });

  describe('3. user without id or with can_login false', () => {
    it('clears the session and goes to login when can_login is false', () => {
      expect(runGuard(ctx({ user: createSupplier({ can_login: false }) }))).toEqual({
        kind: 'redirect',
        to: '/en/login',
        clearSession: true,
        step: 'cannot-login',
      });
    });

    it('does the same for a user without an id', () => {
      expect(runGuard(ctx({ user: createSupplier({ id: 0 }) }))).toMatchObject({ clearSession: true, step: 'cannot-login' });
    });
  });

  describe('4. first_time_login', () => {
    it('sends the user to change-password from any page', () => {
      const user = createSupplier({ first_time_login: true });
      expect(runGuard(ctx({ user, pathname: '/no/npanel/tour', lang: 'no' }))).toEqual({
        kind: 'redirect',
        to: '/no/npanel/change-password',
        step: 'first-login',
      });
    });

    it('lets the change-password page itself open, even when the page has requirements the user lacks', () => {
      const user = createSupplier({ first_time_login: true });
      expect(runGuard(ctx({ user, pathname: '/en/npanel/change-password' }))).toEqual({ kind: 'allow' });
    });
  });

  describe('5. partner with a selected site', () => {
    it('loads the site info when none is stored', () => {
      expect(runGuard(ctx({ user: partner, selectedSiteId: 7, siteInfo: null }))).toEqual({ kind: 'load-site', siteId: 7 });
    });

    it('loads it when the stored info is of another site', () => {
      expect(runGuard(ctx({ user: partner, selectedSiteId: 7, siteInfo: createPartnerSite({ id: 8 }) }))).toEqual({
        kind: 'load-site',
        siteId: 7,
      });
    });

    it('goes on when the stored info is of the selected site', () => {
      expect(runGuard(ctx({ user: partner, selectedSiteId: 7, siteInfo: site }))).toEqual({ kind: 'allow' });
    });

    it('clears stored site info when no site (-1) is selected', () => {
      expect(runGuard(ctx({ user: partner, selectedSiteId: -1, siteInfo: site }))).toEqual({ kind: 'clear-site-info' });
    });

    it('does not ask again for a site whose info just failed to load', () => {
      expect(runGuard(ctx({ user: partner, selectedSiteId: 7, siteInfo: null, siteInfoFailedFor: 7 }))).toEqual({ kind: 'allow' });
    });

    it('is only for partners', () => {
      expect(runGuard(ctx({ user: createSupplier(), selectedSiteId: 7, siteInfo: null }))).toEqual({ kind: 'allow' });
    });
  });

  describe('6. route roles', () => {
    it('denies access when the user has none of the roles', () => {
      expect(runGuard(ctx({ user: createSupplier(), route: { roles: [Role.Admin] } }))).toEqual({
        kind: 'redirect',
        to: '/en/npanel/403',
        step: 'role',
      });
    });

    it('one matching role is enough', () => {
      const duo = createUser({ role_id: [Role.Supplier, Role.Partner] });
      expect(runGuard(ctx({ user: duo, route: { roles: [Role.Partner] } }))).toEqual({ kind: 'allow' });
    });

    it('an administrator is not exempt from roles', () => {
      expect(runGuard(ctx({ user: createAdmin(), route: { roles: [Role.Partner] } }))).toMatchObject({ step: 'role' });
    });
  });

  describe('7. route policies', () => {
    it('denies a non-administrator who holds none of the policies', () => {
      const supplier = createSupplier({ policies: [Policy.ACCOMMODATION_MODULE] });
      expect(runGuard(ctx({ user: supplier, route: { roles: [Role.Supplier], policies: [Policy.ACTIVITY_MODULE] } }))).toEqual({
        kind: 'redirect',
        to: '/en/npanel/403',
        step: 'policy',
      });
    });

    it('allows one who holds one of them', () => {
      const supplier = createSupplier({ policies: [Policy.ACTIVITY_MODULE] });
      expect(runGuard(ctx({ user: supplier, route: { policies: [Policy.ACTIVITY_MODULE, Policy.ACCOMMODATION_MODULE] } })).kind).toBe(
        'allow',
      );
    });

    it('administrators bypass policy checks', () => {
      expect(runGuard(ctx({ user: createAdmin({ policies: [] }), route: { roles: [Role.Admin, Role.Supplier], policies: [Policy.ACTIVITY_MODULE] } }))).toEqual({
        kind: 'allow',
      });
    });

    it('partner-only routes also need the site-count policy', () => {
      const partnerWithoutCount = createPartner({ policies: [Policy.PARTNER_SITE_BUILDER_POLICY] });
      expect(runGuard(ctx({ user: partnerWithoutCount, route: { roles: [Role.Partner], partnerOnly: true } }))).toMatchObject({
        step: 'policy',
      });
    });
  });

  describe('8. payment methods of the selected site', () => {
    const terminalRoute = { roles: [Role.Partner], requiredPaymentMethods: [PaymentMethod.STRIPE_TERMINAL] };

    it('redirects to the site’s merchant settings when the site lacks the method', () => {
      expect(runGuard(ctx({ user: partner, selectedSiteId: 7, siteInfo: site, route: terminalRoute }))).toEqual({
        kind: 'redirect',
        to: '/en/npanel/sites/7/settings/merchant-of-records',
        step: 'payment-method',
      });
    });

    it('redirects when the site has no payment methods at all', () => {
      const bare = createPartnerSite({ id: 7, merchant_of_record_payment_method: [], merchant_of_record: { type: 'NOPAY', payment_method: [] } });
      expect(runGuard(ctx({ user: partner, selectedSiteId: 7, siteInfo: bare, route: terminalRoute }))).toMatchObject({
        step: 'payment-method',
      });
    });

    it('allows a site that takes the method', () => {
      const terminalSite = createPartnerSite({
        id: 7,
        merchant_of_record_payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL],
      });
      expect(runGuard(ctx({ user: partner, selectedSiteId: 7, siteInfo: terminalSite, route: terminalRoute }))).toEqual({ kind: 'allow' });
    });

    it('does not apply without a selected site', () => {
      expect(runGuard(ctx({ user: partner, selectedSiteId: -1, siteInfo: null, route: terminalRoute }))).toEqual({ kind: 'allow' });
    });
  });

  describe('9. locale enabled on the site', () => {
    const germanSite = createPartnerSite({
      id: 7,
      general_settings: { ...site.general_settings, language: { enabled_language: ['de', 'en'], primary_language: 'de' } },
    });

    it('redirects to the site’s primary language, keeping the rest of the path', () => {
      expect(runGuard(ctx({ user: partner, lang: 'sv', pathname: '/sv/npanel/7/pages', selectedSiteId: 7, siteInfo: germanSite }))).toEqual({
        kind: 'redirect',
        to: '/de/npanel/7/pages',
        step: 'locale',
      });
    });

    it('allows an enabled locale', () => {
      expect(runGuard(ctx({ user: partner, lang: 'en', pathname: '/en/npanel/7/pages', selectedSiteId: 7, siteInfo: germanSite }))).toEqual({
        kind: 'allow',
      });
    });

    it('only applies once the selected site’s info is loaded', () => {
      expect(runGuard(ctx({ user: partner, lang: 'sv', selectedSiteId: 7, siteInfo: null, siteInfoFailedFor: 7 }))).toEqual({ kind: 'allow' });
      expect(runGuard(ctx({ user: partner, lang: 'sv', selectedSiteId: -1, siteInfo: null }))).toEqual({ kind: 'allow' });
    });
  });

  it('checks run in order: roles (6) before the payment method (8)', () => {
    const supplier = createSupplier();
    expect(
      runGuard(ctx({ user: supplier, selectedSiteId: 7, siteInfo: site, route: { roles: [Role.Partner], requiredPaymentMethods: [PaymentMethod.STRIPE_TERMINAL] } })),
    ).toMatchObject({ step: 'role' });
  });
});
