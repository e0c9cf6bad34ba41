import { PaymentMethod, Policy, Role } from '../enums';
import { activeGroupId, activeLinkId, areaNavigation, buildNavigation, type NavContext, type VisibleEntry, visibleLinks } from './index';
import { createAdmin, createOperator, createPartner, createPartnerSite, createSupplier, createUser } from '../testing';

/** The drawer as a reader sees it: group ids with their child ids, link ids bare. */
function outline(entries: VisibleEntry[]): (string | [string, string[]])[] {
  return entries.map((entry) => (entry.kind === 'link' ? entry.id : [entry.id, entry.children.map((child) => child.id)]));
}

function nav(user: NavContext['user'], overrides: Partial<NavContext> = {}) {
  return buildNavigation({ user, lang: 'en', selectedSiteId: -1, siteInfo: null, ...overrides });
}

const SUPPLIER_SECTIONS = [
  'supplier.activityCalendar',
  'supplier.accommodationCalendar',
  [
    'supplier.products',
    ['supplier.activities', 'supplier.accommodations', 'supplier.rentals', 'supplier.restaurants', 'supplier.attractions', 'supplier.productSettings'],
  ],
  ['supplier.reservation', ['supplier.reservations', 'supplier.cancellations']],
  ['supplier.reports', ['supplier.monthlyReports', 'supplier.report', 'supplier.supplierEarnings']],
];

describe('drawer by role and policy (spec 000 §2.7, §5, §6)', () => {
  it('administrator: the admin drawer, no Profile link', () => {
    expect(outline(nav(createAdmin()))).toEqual([
      'admin.dashboard',
      [
        'admin.settings',
        [
          'admin.settings.site',
          'admin.settings.mainPreamble',
          'admin.settings.checkoutFeatures',
          'admin.settings.commission',
          'admin.settings.commissionCategories',
          'admin.settings.taxCategories',
          'admin.settings.analytics',
          'admin.settings.contacts',
          'admin.settings.languages',
          'admin.settings.mailTemplate',
          'admin.settings.faq',
        ],
      ],
      ['admin.partnerSite', ['admin.partnerSite.pending', 'admin.partnerSite.view', 'admin.partnerSite.editingRequest', 'admin.partnerSite.mappings']],
      'admin.activities',
      'admin.accommodations',
      [
        'admin.selects',
        ['admin.selects.categories', 'admin.selects.tags', 'admin.selects.destinationBoxes', 'admin.selects.businessTypes', 'admin.selects.serviceCategories'],
      ],
      [
        'admin.texts',
        [
          'admin.texts.privacyPolicy',
          'admin.texts.termsAndConditions',
          'admin.texts.termsOfUse',
          'admin.texts.partnerCommissionTerms',
          'admin.texts.partnerSiteRegistration',
        ],
      ],
      'admin.rentals',
      'admin.restaurants',
      'admin.attraction',
      ['admin.users', ['admin.users.administrators', 'admin.users.partners', 'admin.users.suppliers', 'admin.users.pendingPartners']],
      ['admin.reservation', ['admin.bookings', 'admin.hotelBookings', 'admin.cancellations']],
      'admin.reports',
      'admin.tools',
    ]);
  });

  it('admin links point at the spec paths', () => {
    const entries = nav(createAdmin(), { lang: 'no' });
    const hrefs = visibleLinks(entries).map((link) => link.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/no/admin/dashboard',
        '/no/admin/settings/checkout/features/desktop',
        '/no/npanel/partner-site/mappings',
        '/no/npanel/tour',
        '/no/npanel/rental',
        '/no/npanel/restaurant',
        '/no/npanel/attraction',
        '/no/admin/hotel',
        '/no/npanel/selects/destination-box',
        '/no/admin/text/partner-registration/partner-site',
        '/no/npanel/user/administrators',
        '/no/admin/user/partner/pending',
        '/no/admin/hotel-bookings',
        '/no/npanel/admin-report',
        '/no/admin/tools',
      ]),
    );
  });

  it('supplier with both modules: every supplier section, then Profile', () => {
    expect(outline(nav(createSupplier()))).toEqual([...SUPPLIER_SECTIONS, 'profile']);
  });

  it('supplier without the accommodation module loses the accommodation items only', () => {
    const supplier = createSupplier({ policies: [Policy.ACTIVITY_MODULE] });
    expect(outline(nav(supplier))).toEqual([
      'supplier.activityCalendar',
      ['supplier.products', ['supplier.activities', 'supplier.rentals', 'supplier.restaurants', 'supplier.attractions', 'supplier.productSettings']],
      ['supplier.reservation', ['supplier.reservations', 'supplier.cancellations']],
      ['supplier.reports', ['supplier.monthlyReports', 'supplier.report', 'supplier.supplierEarnings']],
      'profile',
    ]);
  });

  it('partner with every partner policy, no site selected: site items shown but disabled; no Terminal Settings', () => {
    const entries = nav(createPartner());
    expect(outline(entries)).toEqual([
      'partner.packages',
      'partner.reservations',
      'partner.monthlyReports',
      'partner.report',
      'partner.partnerEarnings',
      ['partner.site', ['partner.pages', 'partner.widgets', 'partner.aiChatbot', 'partner.siteSettings', 'partner.theme', 'partner.generalSettings']],
      'partner.marketplace',
      'profile',
    ]);
    const disabled = visibleLinks(entries).filter((link) => link.disabled);
    expect(disabled.map((link) => link.id)).toEqual([
      'partner.packages',
      'partner.pages',
      'partner.widgets',
      'partner.aiChatbot',
      'partner.siteSettings',
      'partner.theme',
      'partner.generalSettings',
      'partner.marketplace',
    ]);
  });

  it('partner with a selected site: items enabled with the site id; Terminal Settings once the site takes STRIPE_TERMINAL', () => {
    const site = createPartnerSite({ id: 12, merchant_of_record_payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] });
    const entries = nav(createPartner(), { selectedSiteId: 12, siteInfo: site });
    const group = entries.find((entry) => entry.id === 'partner.site');
    expect(group?.kind === 'group' && group.children.map((child) => [child.id, child.href, child.disabled])).toEqual([
      ['partner.pages', '/en/npanel/12/pages', false],
      ['partner.widgets', '/en/npanel/12/widget-settings', false],
      ['partner.aiChatbot', '/en/npanel/12/ai-chatbot', false],
      ['partner.siteSettings', '/en/npanel/12/site-settings', false],
      ['partner.terminalSettings', '/en/npanel/12/terminal-settings', false],
      ['partner.theme', '/en/npanel/12/theme-settings', false],
      ['partner.generalSettings', '/en/npanel/12/general-settings', false],
    ]);
    expect(entries.find((entry) => entry.id === 'partner.packages')).toMatchObject({
      href: '/en/npanel/sites/12/settings/packages',
      disabled: false,
    });
  });

  it('partner without the site-count policy sees only Profile (partner-only items need it)', () => {
    const partner = createPartner({ policies: [Policy.PARTNER_PACKAGE_POLICY, Policy.PARTNER_SITE_BUILDER_POLICY] });
    expect(outline(nav(partner))).toEqual(['profile']);
  });

  it('duo (supplier + partner, ACTIVITY_MODULE, PARTNER_SITE_BUILDER_POLICY, site-count): supplier then partner, duplicates once', () => {
    const duo = createUser({
      role_id: [Role.Supplier, Role.Partner],
      policies: [Policy.ACTIVITY_MODULE, Policy.PARTNER_SITE_BUILDER_POLICY, Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2],
    });
    expect(outline(nav(duo))).toEqual([
      'supplier.activityCalendar',
      ['supplier.products', ['supplier.activities', 'supplier.rentals', 'supplier.restaurants', 'supplier.attractions', 'supplier.productSettings']],
      ['supplier.reservation', ['supplier.reservations', 'supplier.cancellations']],
      ['supplier.reports', ['supplier.monthlyReports', 'supplier.report', 'supplier.supplierEarnings']],
      'partner.partnerEarnings',
      ['partner.site', ['partner.pages', 'partner.siteSettings', 'partner.theme', 'partner.generalSettings']],
      'partner.marketplace',
      'profile',
    ]);
  });

  it('operator with no other role: only Profile', () => {
    const operator = createOperator(createSupplier());
    expect(outline(nav(operator))).toEqual(['profile']);
  });

  it('marks the longest matching enabled link active, never a disabled one', () => {
    const entries = nav(createPartner());
    expect(activeLinkId(entries, '/en/npanel/partner-earnings/7')).toBe('partner.partnerEarnings');
    // The disabled Pages entry carries the -1 placeholder; the route falls back to the enabled Profile link.
    expect(activeLinkId(entries, '/en/npanel/-1/pages')).toBe('profile');
  });

  it('opens the group holding the current route', () => {
    const entries = nav(createSupplier());
    expect(activeGroupId(entries, '/en/npanel/reservations/ABC-12')).toBe('supplier.reservation');
    expect(activeGroupId(entries, '/en/npanel/tour/5')).toBe('supplier.products');
    expect(activeGroupId(entries, '/en/npanel/restaurant/-1')).toBe('supplier.products');
    expect(activeGroupId(entries, '/en/npanel/calendar')).toBeNull();
    expect(activeGroupId(entries, '/en/npanel')).toBeNull();
  });
});

describe('area landing navigation (one area of the drawer)', () => {
  const areaOf = (entries: VisibleEntry[], prefix: string) => entries.filter((entry) => entry.id.startsWith(prefix));

  it.each([
    ['supplier', createSupplier({ policies: [Policy.ACCOMMODATION_MODULE] }), 'supplier.'],
    ['partner', createPartner({ policies: [Policy.PARTNER_WIDGET_POLICY, Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2] }), 'partner.'],
    ['admin', createAdmin(), 'admin.'],
  ] as const)('%s: the same entries, labels, hrefs and disabled states as that section of the drawer', (area, user, prefix) => {
    const site = createPartnerSite({ id: 4, merchant_of_record_payment_method: [PaymentMethod.STRIPE_TERMINAL] });
    for (const ctx of [{ user }, { user, selectedSiteId: 4, siteInfo: site }]) {
      const context = { lang: 'sv', selectedSiteId: -1, siteInfo: null, ...ctx };
      expect(areaNavigation(area, context)).toEqual(areaOf(buildNavigation(context), prefix));
    }
  });

  it('a supplier-and-partner user still finds Reservations and Monthly Reports in the partner area', () => {
    const duo = createUser({ role_id: [Role.Supplier, Role.Partner], policies: [Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2] });
    const partnerArea = areaNavigation('partner', { user: duo, lang: 'en', selectedSiteId: -1, siteInfo: null });
    expect(outline(partnerArea)).toEqual([
      'partner.reservations',
      'partner.monthlyReports',
      'partner.report',
      'partner.partnerEarnings',
      ['partner.site', ['partner.siteSettings', 'partner.theme', 'partner.generalSettings']],
      'partner.marketplace',
    ]);
  });

  it('without a loaded user (a remote on its own) lists the whole area, site items still disabled', () => {
    const entries = areaNavigation('partner', { user: null, lang: 'en', selectedSiteId: -1, siteInfo: null });
    const links = visibleLinks(entries);
    expect(links.map((link) => link.id)).toContain('partner.terminalSettings');
    expect(links.filter((link) => !link.disabled).map((link) => link.href)).toEqual([
      '/en/npanel/reservations',
      '/en/npanel/monthly-report',
      '/en/npanel/report',
      '/en/npanel/partner-earnings',
    ]);
  });
});
