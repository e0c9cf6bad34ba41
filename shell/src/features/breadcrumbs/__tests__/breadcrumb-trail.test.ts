import { createAdmin, createPartner, createSupplier, createUser } from 'shared-contracts/testing';
import { Role } from 'shared-contracts/enums';
import { breadcrumbTrail, pageTrail } from '../breadcrumb-trail';

describe('breadcrumb root per role (spec 000 §2.6)', () => {
  const pageCrumbs = [{ label: 'Activity List', href: '/en/npanel/tour' }, { label: 'Edit Tour' }];

  it('administrators start at Dashboard', () => {
    expect(breadcrumbTrail(createAdmin(), 'en', pageCrumbs)).toEqual([
      { label: 'nav.dashboard', href: '/en/admin/dashboard' },
      { label: 'Activity List', href: '/en/npanel/tour' },
      { label: 'Edit Tour' },
    ]);
  });

  it.each([
    ['supplier', createSupplier()],
    ['partner', createPartner()],
    ['supplier and partner', createUser({ role_id: [Role.Supplier, Role.Partner] })],
  ])('a %s starts at Profile', (_label, user) => {
    expect(breadcrumbTrail(user, 'sv', pageCrumbs)[0]).toEqual({ label: 'nav.profile', href: '/sv/npanel' });
  });

  it('does not repeat the root when the page declares it too', () => {
    expect(breadcrumbTrail(createAdmin(), 'en', [{ label: 'nav.dashboard', href: '/en/admin/dashboard' }, { label: 'Tools' }])).toEqual([
      { label: 'nav.dashboard', href: '/en/admin/dashboard' },
      { label: 'Tools' },
    ]);
  });
});

describe('the trail of a manifest page', () => {
  it("follows the page's breadcrumb parents in the area manifest, from the user's root", () => {
    expect(pageTrail(createSupplier(), 'en', { key: 'supplier.reservations.cancelBooking', params: { reservationRef: 'R-9' } })).toEqual([
      { label: 'nav.profile', href: '/en/npanel' },
      { label: 'areas.panel.reservations', href: '/en/npanel/reservations' },
      { label: 'areas.panel.reservationDetails', href: '/en/npanel/reservations/R-9' },
      { label: 'areas.panel.cancelBooking' },
    ]);
    expect(pageTrail(createAdmin(), 'sv', { key: 'admin.user.list', params: { userRole: 'partners' } })).toEqual([
      { label: 'nav.dashboard', href: '/sv/admin/dashboard' },
      { label: 'areas.admin.users', href: '/sv/npanel/user' },
      { label: 'areas.admin.userList' },
    ]);
  });
});
