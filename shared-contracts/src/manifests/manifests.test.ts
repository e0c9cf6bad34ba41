import { breadcrumbTrail, fillPattern, hrefFor, normalisedForms, pagesServedBy } from './index';

describe('hrefFor: links from the manifest patterns, written once', () => {
  it('fills the language and params, and encodes them', () => {
    expect(hrefFor('supplier.tour.edit', { lang: 'en', id: 5 })).toBe('/en/npanel/tour/5');
    expect(hrefFor('partner.site.settings.generalSettings', { lang: 'sv', siteId: -1 })).toBe('/sv/npanel/sites/-1/settings/general-settings');
    expect(hrefFor('customer.bookingDetails', { lang: 'no', resRef: 'a/b' })).toBe('/no/customer-reservation/booking/a%2Fb');
    expect(hrefFor('site.home', { lang: 'de' })).toBe('/de');
  });

  it('drops an absent optional segment and refuses a missing required one', () => {
    expect(hrefFor('supplier.reservations.cancelBooking', { lang: 'en', reservationRef: 'R-1' })).toBe('/en/npanel/reservations/R-1/cancel-booking');
    expect(() => fillPattern('npanel/tour/:id', { lang: 'en' })).toThrow('Missing ":id" for the page pattern "npanel/tour/:id"');
  });

  it('normalises params away, an optional one giving both forms', () => {
    expect(normalisedForms('npanel/cancellation-policy/:cancellationPolicyId?')).toEqual(['npanel/cancellation-policy', 'npanel/cancellation-policy/:']);
    expect(normalisedForms('admin/tools/SendServiceDataToQueue')).toEqual(['admin/tools/sendservicedatatoqueue']);
  });
});

describe('breadcrumbTrail (spec 000 §2.6)', () => {
  it('starts at Profile for everyone but administrators, then the parents, linked with the current params', () => {
    expect(breadcrumbTrail('supplier.calendar.guestList', { lang: 'en', params: { id: '5', tourOptionId: '9' }, admin: false })).toEqual([
      { label: 'nav.profile', href: '/en/npanel' },
      { label: 'areas.supplier.activityCalendar', href: '/en/npanel/calendar' },
      { label: 'areas.supplier.calendarDetails', href: '/en/npanel/calendar/5' },
      { label: 'areas.supplier.guestList' },
    ]);
  });

  it('starts at Dashboard for administrators, and titles an id of -1 as creating', () => {
    expect(breadcrumbTrail('supplier.tour.edit', { lang: 'no', params: { id: '-1' }, admin: true })).toEqual([
      { label: 'nav.dashboard', href: '/no/admin/dashboard' },
      { label: 'areas.supplier.activities', href: '/no/npanel/tour' },
      { label: 'areas.supplier.activityCreate' },
    ]);
  });

  it('is just the root on the root page itself', () => {
    expect(breadcrumbTrail('shell.profile', { lang: 'en', admin: false })).toEqual([{ label: 'nav.profile' }]);
    expect(breadcrumbTrail('admin.dashboard', { lang: 'en', admin: true })).toEqual([{ label: 'nav.dashboard' }]);
  });

  it('leaves a parent unlinked when the page lacks a param it needs', () => {
    const trail = breadcrumbTrail('supplier.tour.settings.customSection', { lang: 'en', params: { sectionId: '3' }, admin: false });
    expect(trail[3]).toEqual({ label: 'areas.supplier.tourSettings.customSections' });
  });
});

describe('pagesServedBy', () => {
  it("gives a remote its own area's pages only, shared ones included once (ADR 0018)", () => {
    const partner = pagesServedBy('partner').map((entry) => entry.key);
    expect(partner).toContain('partner.sites');
    expect(partner).not.toContain('supplier.reservations.list');
    expect(partner).not.toContain('supplier.tour.list');
    expect(pagesServedBy('supplier').map((entry) => entry.key)).toEqual(expect.arrayContaining(['supplier.reservations.list', 'supplier.monthlyReport']));
  });
});
