/**
 * Checks the area manifests against each other and against how the shell routes (issue 11): every page is routable
 * to itself, no path is claimed twice, every drawer link and breadcrumb parent resolves to a page, every text
 * exists. Pure: the caller passes the manifests, the shell's routing and the catalogue, so a test can feed it a
 * deliberately broken manifest and see each check fail.
 */
import { drawerEntriesOf, drawerHref, fillPattern, normalisedForms, type AreaManifest, type ManifestPage } from 'shared-contracts/manifests';

export type ManifestCheck = 'key' | 'routable' | 'claimed-twice' | 'drawer' | 'parent' | 'title';

export interface ManifestProblem {
  check: ManifestCheck;
  /** The page (or drawer entry) at fault. */
  key: string;
  detail: string;
}

/** How the shell decides what a path is (detect-mode.ts, panel-routes.ts). */
export interface ShellRouting {
  /** 'panel' when the platform host serves the path as a panel page (a language, then login, npanel or admin). */
  mode(pathname: string): 'panel' | 'storefront';
  /** The manifest key of the panel page the shell guards and mounts for a path below /{lang}/; null for none. */
  panelPage(pathAfterLang: string): string | null;
  /** The remote the shell mounts for a storefront path (the whole pathname, language included); null for none. */
  storefrontRemote(pathname: string): string | null;
}

const SAMPLE_SITE_ID = '12';
const SAMPLE_ID = '7';
const SAMPLE_LANG = 'en';
const WIDGET_UUID = '0b7c6a52-3d1e-4f5a-9c2b-1e8d7f6a5b4c';

/** Sample paths (below /{lang}/) that a pattern matches: every optional param present, and every one absent. */
function samplePaths(pattern: string): string[] {
  const names = [...pattern.matchAll(/:([\w-]+)/g)].map((match) => match[1] ?? '');
  const all = Object.fromEntries(names.map((name) => [name, name === 'siteId' ? SAMPLE_SITE_ID : SAMPLE_ID]));
  const required = Object.fromEntries(names.filter((name) => !pattern.includes(`:${name}?`)).map((name) => [name, all[name]]));
  const paths = [all, required].map((params) => fillPattern(pattern, { ...params, lang: SAMPLE_LANG }).replace(/^\/[^/]+\/?/, ''));
  return [...new Set(paths)];
}

function problem(check: ManifestCheck, key: string, detail: string): ManifestProblem {
  return { check, key, detail };
}

function isPanel(manifest: AreaManifest): boolean {
  return ['shell', 'supplier', 'partner', 'admin'].includes(manifest.area);
}

function routingProblems(manifest: AreaManifest, key: string, page: ManifestPage, routing: ShellRouting): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  for (const path of samplePaths(page.pattern)) {
    if (page.widgetPrefix) {
      const remote = routing.storefrontRemote(`/${WIDGET_UUID}/${path}`);
      if (remote !== manifest.remote) problems.push(problem('routable', key, `/{widgetUuid}/${path} goes to ${remote ?? 'no remote'}`));
      continue;
    }
    const pathname = `/${SAMPLE_LANG}/${path}`.replace(/\/$/, '');
    if (!isPanel(manifest)) {
      const remote = routing.mode(pathname) === 'panel' ? null : routing.storefrontRemote(pathname);
      if (remote !== manifest.remote) problems.push(problem('routable', key, `${pathname} goes to ${remote ?? 'no remote'}, not ${manifest.remote}`));
      continue;
    }
    if (routing.mode(pathname) !== 'panel') {
      problems.push(problem('routable', key, `${pathname} is not a panel path for the shell`));
      continue;
    }
    // The login page is routed on its own, before the guard; every other panel page must be this page for the shell.
    if (page.public) continue;
    const routed = routing.panelPage(path);
    if (routed !== key) problems.push(problem('routable', key, `${pathname} is routed to ${routed ?? 'no page'}`));
  }
  return problems;
}

function titleProblems(key: string, page: ManifestPage, messages: Readonly<Record<string, string>>): ManifestProblem[] {
  const ids: (string | undefined)[] = [page.title, page.createTitle, page.crumb, ...drawerEntriesOf(page).map((entry) => entry.label)];
  return ids.filter((id): id is string => id !== undefined && !(id in messages)).map((id) => problem('title', key, `no English text for "${id}"`));
}

/** Every problem of `manifests`; an empty list means they hold together. */
export function checkManifests(
  manifests: readonly AreaManifest[],
  routing: ShellRouting,
  messages: Readonly<Record<string, string>>,
): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const pages = new Map<string, { manifest: AreaManifest; page: ManifestPage }>();
  for (const manifest of manifests) {
    for (const [key, page] of Object.entries(manifest.pages)) {
      if (pages.has(key)) problems.push(problem('key', key, `defined by ${pages.get(key)?.manifest.area} and ${manifest.area}`));
      if (!key.startsWith(`${manifest.area}.`)) problems.push(problem('key', key, `a ${manifest.area} page's key must start with "${manifest.area}."`));
      pages.set(key, { manifest, page });
    }
  }

  // No two pages claim one path, whatever their params are called.
  const claims = new Map<string, string>();
  for (const [key, { page }] of pages) {
    for (const form of normalisedForms(page.pattern)) {
      const claim = page.widgetPrefix ? `{widgetUuid}/${form}` : form;
      const other = claims.get(claim);
      if (other) problems.push(problem('claimed-twice', key, `"${claim}" is also claimed by ${other}`));
      else claims.set(claim, key);
    }
  }

  const sections = new Map(manifests.filter((manifest) => manifest.drawer).map((manifest) => [manifest.area, manifest.drawer!]));
  const drawerIds = new Set<string>();
  for (const [key, { manifest, page }] of pages) {
    problems.push(...routingProblems(manifest, key, page, routing), ...titleProblems(key, page, messages));

    for (const parent of [page.parent, page.redirectTo]) {
      if (parent !== undefined && !pages.has(parent)) problems.push(problem('parent', key, `"${parent}" is no page`));
    }
    const seen = new Set([key]);
    for (let up = page.parent; up !== undefined && pages.has(up); up = pages.get(up)?.page.parent) {
      if (seen.has(up)) {
        problems.push(problem('parent', key, `its breadcrumb parents loop at "${up}"`));
        break;
      }
      seen.add(up);
    }

    for (const entry of drawerEntriesOf(page)) {
      if (drawerIds.has(entry.id)) problems.push(problem('drawer', entry.id, 'two drawer entries have this id'));
      drawerIds.add(entry.id);
      const sectionName = entry.section ?? manifest.area;
      const section = sections.get(sectionName);
      if (!section) problems.push(problem('drawer', entry.id, `no drawer section "${sectionName}"`));
      else if (entry.group !== undefined && !section.groups?.[entry.group]) {
        problems.push(problem('drawer', entry.id, `no group "${entry.group}" in the ${sectionName} section`));
      }
      let href: string | null = null;
      try {
        href = drawerHref(page, entry, SAMPLE_LANG, Number(SAMPLE_SITE_ID));
      } catch (error) {
        problems.push(problem('drawer', entry.id, `its link cannot be built: ${(error as Error).message}`));
      }
      const routed = href === null ? null : routing.panelPage(href.replace(/^\/[^/]+\//, ''));
      if (href !== null && routed !== key) problems.push(problem('drawer', entry.id, `${href} opens ${routed ?? 'no page'}, not ${key}`));
    }
  }
  for (const [area, section] of sections) {
    for (const [id, group] of Object.entries(section.groups ?? {})) {
      if (!(group.label in messages)) problems.push(problem('title', id, `no English text for "${group.label}" (${area} drawer group)`));
    }
  }
  return problems;
}
