import { PaymentMethod, Policy, Role } from 'shared-contracts/enums';
import { matchPanelRoute, resolveOwner } from '../panel-routes';

const owner = (path: string) => {
  const match = matchPanelRoute(path);
  return match ? resolveOwner(match) : undefined;
};

describe('panel route table', () => {
  it('the shell owns profile, 403, change-password and the sub-users page', () => {
    expect(owner('npanel')).toEqual({ kind: 'shell', page: 'shell.profile' });
    expect(owner('npanel/403')).toEqual({ kind: 'shell', page: 'shell.accessDenied' });
    expect(owner('npanel/change-password')).toEqual({ kind: 'shell', page: 'shell.changePassword' });
    expect(owner('npanel/user/operators')).toEqual({ kind: 'shell', page: 'shell.subUsers' });
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
    // Partner earnings is the supplier ledger's page over the partner's calls (ADR 0018 amendment).
    ['npanel/partner-earnings/3', 'mfe_panel_supplier'],
    ['npanel/sites', 'mfe_panel_partner'],
    ['npanel/sites/-1/settings/general-settings', 'mfe_panel_partner'],
    ['npanel/sites/4/packages/7/products', 'mfe_panel_partner'],
    ['npanel/4/pages', 'mfe_panel_partner'],
    ['npanel/4/terminal-settings/reader/2', 'mfe_panel_partner'],
    ['npanel/4/gotohub-marketplace', 'mfe_panel_partner'],
    ['npanel/user/administrators', 'mfe_admin'],
    ['npanel/user/partners/-1', 'mfe_admin'],
    ['npanel/selects/category', 'mfe_admin'],
    ['npanel/text/terms-of-use', 'mfe_admin'],
    ['npanel/tools/AlgoliaDebugTool', 'mfe_admin'],
    ['npanel/admin-report', 'mfe_admin'],
    ['npanel/user/monthly-report', 'mfe_admin'],
    // The reservations table's administrator views (ADR 0018).
    ['admin/bookings', 'mfe_panel_supplier'],
    ['admin/hotel-bookings', 'mfe_panel_supplier'],
    ['npanel/partner-site/mappings', 'mfe_admin'],
    ['admin/dashboard', 'mfe_admin'],
    ['admin/settings/checkout/features/desktop', 'mfe_admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(owner(path)).toEqual({ kind: 'remote', remote, expose: './Area' });
  });

  it('reservations and monthly-report go to the supplier remote, for suppliers and partners alike (ADR 0018)', () => {
    expect(resolveOwner(matchPanelRoute('npanel/reservations/ABC-1')!)).toMatchObject({ remote: 'mfe_panel_supplier' });
    expect(resolveOwner(matchPanelRoute('npanel/monthly-report')!)).toMatchObject({ remote: 'mfe_panel_supplier' });
    // The guard still lets partners in: the pages' access names both roles (and administrators, ADR 0018).
    expect(matchPanelRoute('npanel/reservations')!.page.access?.roles).toEqual([Role.Supplier, Role.Partner, Role.Admin]);
  });

  it('carries the guard requirements', () => {
    const access = (path: string) => matchPanelRoute(path)!.page.access;
    expect(access('npanel/4/terminal-settings')).toMatchObject({
      roles: [Role.Partner],
      needsSite: true,
      requiredPaymentMethods: [PaymentMethod.STRIPE_TERMINAL],
    });
    expect(access('npanel/4/pages')?.policies).toEqual([Policy.PARTNER_SITE_BUILDER_POLICY]);
    expect(access('npanel/tour')?.policies).toEqual([Policy.ACTIVITY_MODULE]);
    expect(access('admin/tools')?.roles).toEqual([Role.Admin]);
    expect(access('npanel/sites/-1/settings/general-settings')?.needsSite).toBeFalsy();
  });

  it('names the manifest page and its params', () => {
    expect(matchPanelRoute('npanel/tour/7')).toMatchObject({ key: 'supplier.tour.edit', params: { id: '7' } });
    expect(matchPanelRoute('npanel/tour/manage')).toMatchObject({ key: 'supplier.tour.manage' });
    expect(matchPanelRoute('npanel/user/operators')).toMatchObject({ key: 'shell.subUsers' });
    // The login page is routed before the guard, never as a guarded panel page.
    expect(matchPanelRoute('login')).toBeNull();
  });

  it('unknown panel paths match nothing (the unknown-route page)', () => {
    expect(matchPanelRoute('npanel/nonsense')).toBeNull();
    expect(matchPanelRoute('npanel/abc/pages')).toBeNull();
    expect(matchPanelRoute('npanel/4/unknown')).toBeNull();
    // Only the pages the manifests list: below a page there is nothing by default.
    expect(matchPanelRoute('npanel/4/ai-chatbot/anything')).toBeNull();
    expect(matchPanelRoute('npanel/tour/7/anything')).toBeNull();
  });
});
