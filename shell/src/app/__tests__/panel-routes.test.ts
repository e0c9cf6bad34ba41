import { PaymentMethod, Policy, Role } from 'shared-contracts/enums';
import { matchPanelRoute, resolveOwner } from '../panel-routes';

const owner = (path: string) => matchPanelRoute(path)?.route.owner;

describe('panel route table', () => {
  it('the shell owns profile, 403, change-password and the sub-users page', () => {
    expect(owner('npanel')).toEqual({ kind: 'shell', page: 'profile' });
    expect(owner('npanel/403')).toEqual({ kind: 'shell', page: 'access-denied' });
    expect(owner('npanel/change-password')).toEqual({ kind: 'shell', page: 'change-password' });
    expect(owner('npanel/user/operators')).toEqual({ kind: 'shell', page: 'sub-users' });
  });

  it.each([
    ['npanel/tour', 'mfe_panel_supplier'],
    ['npanel/tour/manage/5/options', 'mfe_panel_supplier'],
    ['npanel/calendar/5/9/guest-list', 'mfe_panel_supplier'],
    ['npanel/hotel/calendar', 'mfe_panel_supplier'],
    ['npanel/cancellations/3', 'mfe_panel_supplier'],
    ['npanel/product-settings/cancellation-policy/2', 'mfe_panel_supplier'],
    ['npanel/supplier-earnings', 'mfe_panel_supplier'],
    ['npanel/report', 'mfe_panel_supplier'],
    ['npanel/sites', 'mfe_panel_partner'],
    ['npanel/sites/-1/settings/general-settings', 'mfe_panel_partner'],
    ['npanel/sites/4/packages/7/products', 'mfe_panel_partner'],
    ['npanel/4/pages', 'mfe_panel_partner'],
    ['npanel/4/terminal-settings/reader/2', 'mfe_panel_partner'],
    ['npanel/4/gotohub-marketplace', 'mfe_panel_partner'],
    ['npanel/partner-earnings/3', 'mfe_panel_partner'],
    ['npanel/user/administrators', 'mfe_admin'],
    ['npanel/user/partners/-1', 'mfe_admin'],
    ['npanel/selects/category', 'mfe_admin'],
    ['npanel/text/terms-of-use', 'mfe_admin'],
    ['npanel/tools/AlgoliaDebugTool', 'mfe_admin'],
    ['npanel/admin-report', 'mfe_admin'],
    ['npanel/partner-site/mappings', 'mfe_admin'],
    ['admin/dashboard', 'mfe_admin'],
    ['admin/settings/checkout/features/desktop', 'mfe_admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(owner(path)).toEqual({ kind: 'remote', remote, expose: './Area' });
  });

  it('reservations and monthly-report go to the supplier remote for suppliers, else the partner remote', () => {
    const route = matchPanelRoute('npanel/reservations/ABC-1')!.route;
    expect(resolveOwner(route.owner, { role_id: [Role.Supplier, Role.Partner], policies: [] })).toMatchObject({ remote: 'mfe_panel_supplier' });
    expect(resolveOwner(route.owner, { role_id: [Role.Partner], policies: [] })).toMatchObject({ remote: 'mfe_panel_partner' });
    const monthly = matchPanelRoute('npanel/monthly-report')!.route;
    expect(resolveOwner(monthly.owner, { role_id: [Role.Partner], policies: [] })).toMatchObject({ remote: 'mfe_panel_partner' });
  });

  it('carries the guard requirements', () => {
    expect(matchPanelRoute('npanel/4/terminal-settings')!.route).toMatchObject({
      roles: [Role.Partner],
      needsSite: true,
      requiredPaymentMethods: [PaymentMethod.STRIPE_TERMINAL],
    });
    expect(matchPanelRoute('npanel/4/pages')!.route.policies).toEqual([Policy.PARTNER_SITE_BUILDER_POLICY]);
    expect(matchPanelRoute('npanel/tour')!.route.policies).toEqual([Policy.ACTIVITY_MODULE]);
    expect(matchPanelRoute('admin/tools')!.route.roles).toEqual([Role.Admin]);
    expect(matchPanelRoute('npanel/sites/-1/settings/general-settings')!.route.needsSite).toBeFalsy();
  });

  it('unknown panel paths match nothing (the unknown-route page)', () => {
    expect(matchPanelRoute('npanel/nonsense')).toBeNull();
    expect(matchPanelRoute('npanel/abc/pages')).toBeNull();
    expect(matchPanelRoute('npanel/4/unknown')).toBeNull();
  });
});
