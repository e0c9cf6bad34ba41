import { messages as customerEn } from '../../mfe-customer-area/src/messages/en';
import { en } from '../../shared-contracts/src/i18n/catalogues/en';
import { ADMIN_MANIFEST, type AreaManifest, MANIFESTS, SITE_MANIFEST, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { PAGES as SITE_PAGES } from '../../mfe-site/src/app/paths';
import { matchPanelRoute } from '../../shell/src/app/panel-routes';
import { detectMode, isHubWidgetPath, siteTargetFor } from '../../shell/src/features/mode/detect-mode';
import { REMOTES } from '../../shell/src/lib/remotes';
import { checkManifests, type ManifestCheck, type ShellRouting } from './check-manifests';

/** The shell's own routing decisions, as detect-mode.ts, site-routes.tsx and panel-routes.ts make them. */
const shellRouting: ShellRouting = {
  mode: (pathname) => (detectMode('localhost', pathname) === 'panel' ? 'panel' : 'storefront'),
  panelPage: (pathAfterLang) => matchPanelRoute(pathAfterLang)?.key ?? null,
  storefrontRemote: (pathname) => {
    if (isHubWidgetPath(pathname)) return REMOTES.site;
    const target = siteTargetFor(pathname.replace(/^\/[^/]+/, ''));
    return target.kind === 'remote' ? target.remote : null;
  },
};

// English as a page has it: contracts' texts and those of the remotes that own theirs (ADR 0004).
const check = (manifests: readonly AreaManifest[]) => checkManifests(manifests, shellRouting, { ...en, ...customerEn });
const checksFailing = (manifests: readonly AreaManifest[]) => new Set(check(manifests).map((problem) => problem.check));

/** The real manifests with one area replaced by a broken copy. */
function withArea(broken: AreaManifest): AreaManifest[] {
  return MANIFESTS.map((manifest) => (manifest.area === broken.area ? broken : manifest));
}

function withSupplierPages(pages: AreaManifest['pages']): AreaManifest[] {
  return withArea({ ...SUPPLIER_MANIFEST, pages: { ...SUPPLIER_MANIFEST.pages, ...pages } });
}

describe('the area manifests (issue 11)', () => {
  it('hold together: every page routable to itself, no path claimed twice, every link, parent and text resolves', () => {
    expect(check(MANIFESTS)).toEqual([]);
  });

  it('cover the panel and storefront areas, with pages in each', () => {
    expect(MANIFESTS.map((manifest) => manifest.area).sort()).toEqual(['admin', 'customer', 'partner', 'shell', 'site', 'supplier', 'terminal']);
    for (const manifest of MANIFESTS) expect(Object.keys(manifest.pages).length).toBeGreaterThan(0);
  });

  it("agree with mfe-site's own page table, which stays off the manifests for the storefront's first-load budget", () => {
    const manifest = Object.values(SITE_MANIFEST.pages as AreaManifest['pages']).filter((page) => page.pattern !== '');
    const own = Object.values(SITE_PAGES);
    expect(own.map((page) => [page.pattern, page.titleId]).sort()).toEqual(manifest.map((page) => [page.pattern, page.title]).sort());
  });
});

describe('each check fails on a deliberately broken manifest', () => {
  const only = (manifests: readonly AreaManifest[], expected: ManifestCheck) => {
    const problems = check(manifests);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((found) => found.check === expected)).toBe(true);
    return problems;
  };

  it('a page the shell does not route to it', () => {
    // The shell knows no page at npanel/ghost, and backoffice/… is not a panel path at all.
    expect(only(withSupplierPages({ 'supplier.ghost': { pattern: 'npanel/tour/:id/ghost', title: 'areas.supplier.activities' } }), 'routable')).toEqual([
      { check: 'routable', key: 'supplier.ghost', detail: '/en/npanel/tour/7/ghost is routed to no page' },
    ]);
    expect(checksFailing(withSupplierPages({ 'supplier.elsewhere': { pattern: 'backoffice/tours', title: 'areas.supplier.activities' } }))).toEqual(
      new Set(['routable']),
    );
  });

  it('a storefront page the shell sends to another remote', () => {
    const site = MANIFESTS.find((manifest) => manifest.area === 'site')!;
    const broken: AreaManifest = { ...site, pages: { ...site.pages, 'site.blog': { pattern: 'blog/:slug', title: 'areas.site.page' } } };
    expect(only(withArea(broken), 'routable')[0]).toMatchObject({ key: 'site.blog', detail: '/en/blog/7 goes to no remote, not mfe_site' });
  });

  it('two areas claiming one path, whatever the params are called', () => {
    const copy = { pattern: 'npanel/tour/:tourId', title: 'areas.admin.activityEdit' } as const;
    const admin: AreaManifest = { ...ADMIN_MANIFEST, pages: { ...ADMIN_MANIFEST.pages, 'admin.tourCopy': copy } };
    const problems = check(withArea(admin));
    expect(problems).toContainEqual({ check: 'claimed-twice', key: 'admin.tourCopy', detail: '"npanel/tour/:" is also claimed by supplier.tour.edit' });
  });

  it('a drawer link that resolves to no page', () => {
    const { 'admin.user.list': users, ...rest } = ADMIN_MANIFEST.pages;
    // The user list needs its group segment; an entry without it builds no link.
    const noParams = { ...users, drawer: { id: 'admin.users.all', group: 'admin.users', order: 5, icon: 'users', label: 'nav.users' } } as const;
    expect(only(withArea({ ...ADMIN_MANIFEST, pages: { ...rest, 'admin.user.list': noParams } }), 'drawer')).toEqual([
      { check: 'drawer', key: 'admin.users.all', detail: 'its link cannot be built: Missing ":userRole" for the page pattern "npanel/user/:userRole"' },
    ]);
    // An entry in a group its section does not have.
    const lostEntry = { id: 'admin.users.lost', group: 'admin.nowhere', order: 5, icon: 'users', label: 'nav.users', params: { userRole: 'partners' } } as const;
    const lost = { ...users, drawer: lostEntry };
    expect(only(withArea({ ...ADMIN_MANIFEST, pages: { ...rest, 'admin.user.list': lost } }), 'drawer')[0]?.detail).toBe(
      'no group "admin.nowhere" in the admin section',
    );
  });

  it('a breadcrumb parent that does not exist, or parents that loop', () => {
    const tour = SUPPLIER_MANIFEST.pages['supplier.tour.edit'];
    expect(only(withSupplierPages({ 'supplier.tour.edit': { ...tour, parent: 'supplier.tour.gone' } }), 'parent')[0]?.detail).toBe(
      '"supplier.tour.gone" is no page',
    );
    const list = SUPPLIER_MANIFEST.pages['supplier.tour.list'];
    expect(checksFailing(withSupplierPages({ 'supplier.tour.list': { ...list, parent: 'supplier.tour.edit' } }))).toEqual(new Set(['parent']));
  });

  it('a title with no English text', () => {
    const tour = SUPPLIER_MANIFEST.pages['supplier.tour.edit'];
    const broken = withSupplierPages({ 'supplier.tour.edit': { ...tour, createTitle: 'areas.supplier.noSuchTitle' as never } });
    expect(only(broken, 'title')).toEqual([{ check: 'title', key: 'supplier.tour.edit', detail: 'no English text for "areas.supplier.noSuchTitle"' }]);
  });

  it('a key outside its area, or defined twice', () => {
    expect(checksFailing(withSupplierPages({ 'admin.report': { pattern: 'npanel/report/other', title: 'areas.supplier.reports' } }))).toContain('key');
  });
});
