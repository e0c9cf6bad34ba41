import { REMOTES } from '../../../lib/remotes';
import { SHELL_MANIFEST } from 'shared-contracts/manifests';
import { detectMode, isHubWidgetPath, isLoginPath, LOGIN_SECTION, readPlatformHosts, siteTargetFor } from '../detect-mode';

describe('mode by host and path (ARCHITECTURE §2)', () => {
  it('the platform host serves the panel under login, npanel and admin', () => {
    expect(detectMode('localhost', '/en/login')).toBe('panel');
    expect(detectMode('localhost', '/no/npanel')).toBe('panel');
    expect(detectMode('localhost', '/sv/npanel/tour/5')).toBe('panel');
    expect(detectMode('127.0.0.1', '/en/admin/dashboard')).toBe('panel');
  });

  it('the platform host serves its storefront everywhere else', () => {
    expect(detectMode('localhost', '/')).toBe('platform-site');
    expect(detectMode('localhost', '/en')).toBe('platform-site');
    expect(detectMode('localhost', '/en/search')).toBe('platform-site');
    // "npanel" without a valid language is not the panel.
    expect(detectMode('localhost', '/xx/npanel')).toBe('platform-site');
  });

  it('any other host is a partner site, even on panel paths', () => {
    expect(detectMode('demo.localhost', '/en/npanel')).toBe('partner-site');
    expect(detectMode('demo.localhost', '/en/login')).toBe('partner-site');
    expect(detectMode('www.my-tours.no', '/en')).toBe('partner-site');
  });

  it('reads the platform hosts from the page meta tag, falling back to localhost', () => {
    document.head.innerHTML = '<meta name="wayhub-platform-host" content="app.wayhub.example, admin.wayhub.example">';
    const hosts = readPlatformHosts(document);
    expect(hosts).toEqual(['app.wayhub.example', 'admin.wayhub.example']);
    expect(detectMode('app.wayhub.example', '/en/npanel', hosts)).toBe('panel');
    expect(detectMode('localhost', '/en/npanel', hosts)).toBe('partner-site');
    document.head.innerHTML = '';
    expect(readPlatformHosts(document)).toContain('localhost');
  });
});

describe('storefront routes (spec 000 §2.2, 001 §2)', () => {
  it.each([
    ['', 'mfe_site'],
    ['search', 'mfe_site'],
    ['page/about-us', 'mfe_site'],
    ['privacy-policy', 'mfe_site'],
    ['terms-and-conditions', 'mfe_site'],
    ['widget', 'mfe_site'],
    ['activity', 'mfe_site'],
    ['activity/12', 'mfe_site'],
    ['adventure/glacier-walk', 'mfe_site'],
    ['hotel/3', 'mfe_site'],
    ['package/4', 'mfe_site'],
    ['rental/5', 'mfe_site'],
    ['restaurant/6', 'mfe_site'],
    ['booking-details', 'mfe_checkout'],
    ['booking-details/PAY-123/extra', 'mfe_checkout'],
    ['customer-reservation/login', 'mfe_customer_area'],
    ['customer-reservation/booking/package/9/2', 'mfe_customer_area'],
    ['setup-terminal', 'mfe_terminal'],
    ['setup-terminal/settings', 'mfe_terminal'],
  ])('/{lang}/%s -> %s', (rest, remote) => {
    expect(siteTargetFor(rest)).toEqual({ kind: 'remote', remote });
  });

  it('logout is the shell’s own', () => {
    expect(siteTargetFor('logout')).toEqual({ kind: 'logout' });
  });

  it.each(['npanel', 'npanel/tour', 'admin/dashboard', 'login', 'activity/1/2', 'page', 'search/x', 'nonsense'])(
    '/{lang}/%s is an unknown route on the storefront',
    (rest) => {
      expect(siteTargetFor(rest)).toEqual({ kind: 'unknown' });
    },
  );

  it('a partner host never resolves a panel remote, whatever the path', () => {
    const panelRemotes: string[] = [REMOTES.panelSupplier, REMOTES.panelPartner, REMOTES.admin];
    const paths = ['', 'npanel', 'npanel/tour', 'npanel/5/pages', 'admin', 'admin/dashboard', 'login', 'user/partners', 'sites/1'];
    for (const rest of paths) {
      const target = siteTargetFor(rest);
      if (target.kind === 'remote') expect(panelRemotes).not.toContain(target.remote);
    }
  });

  it('recognises the hub widget entry, which has no language prefix', () => {
    expect(isHubWidgetPath('/0b6f3c1e-aaaa-bbbb-cccc-123456789abc/gotohubwidget')).toBe(true);
    expect(isHubWidgetPath('/en/gotohubwidget')).toBe(false);
  });
});

describe('the log-in page, loaded without the rest of the panel', () => {
  test('is the manifest’s shell.login page', () => {
    expect(LOGIN_SECTION).toBe(SHELL_MANIFEST.pages['shell.login'].pattern);
  });

  test('only /{lang}/login is the log-in page', () => {
    expect(isLoginPath('/en/login')).toBe(true);
    expect(isLoginPath('/no/login/')).toBe(true);
    expect(isLoginPath('/en/npanel')).toBe(false);
    expect(isLoginPath('/en/login/extra')).toBe(false);
    expect(isLoginPath('/xx/login')).toBe(false);
    expect(isLoginPath('/login')).toBe(false);
  });
});
