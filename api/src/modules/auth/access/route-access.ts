import type { Hono } from 'hono';
import { findTargetHandler, isMiddleware } from 'hono/utils/handler';
import { type AccessDeclaration, declarationOf } from './access';

export interface RouteAccess {
  method: string;
  path: string;
  /** The route's declaration; undefined when none of its handlers carries one. */
  access: AccessDeclaration | undefined;
  /** The declaration is the first handler of the route, so nothing runs before access is decided. */
  declaredFirst: boolean;
}

type RouteEntry = Hono['routes'][number];

/**
 * Every endpoint of an app (mounted sub-apps included, /gateway's mirror too) with its access declaration, read from
 * `app.routes`. Hono records one entry per handler, in registration order, so the handlers of one route are a run of
 * entries with the same method and path that ends with a handler that is not a middleware. A run of middleware alone
 * on a wildcard path is app-wide middleware (`use`), not a route; on any other path it counts as a route, so that a
 * route whose last handler happens to take `next` cannot slip through undeclared.
 */
export function routeAccessTable(app: Pick<Hono, 'routes'>): RouteAccess[] {
  const table: RouteAccess[] = [];
  let run: RouteEntry[] = [];
  const flush = () => {
    const [first] = run;
    if (first) {
      const declarations = run.map((entry) => declarationOf(entry.handler));
      const access = declarations.find((declaration) => declaration !== undefined);
      table.push({ method: first.method, path: first.path, access, declaredFirst: declarations[0] !== undefined });
    }
    run = [];
  };
  for (const entry of app.routes) {
    const [first] = run;
    if (first && (first.method !== entry.method || first.path !== entry.path)) {
      if (first.path.endsWith('*')) run = [];
      else flush();
    }
    run.push(entry);
    if (!isMiddleware(findTargetHandler(entry.handler))) flush();
  }
  const [last] = run;
  if (last && !last.path.endsWith('*')) flush();
  return table;
}
