/**
 * shared-ui/router: the one router every app uses, a Module Federation singleton (routing context must be one).
 *
 * Apps import routing from here, never from react-router(-dom) (lint rule `wayhub/import-boundaries`). A shared
 * module is not tree-shaken, so sharing react-router-dom itself ships all of it (data routers, SSR and RSC helpers)
 * to every page; sharing this façade ships only the names below. Add a name when some app needs it.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavigateFunction, NavLinkProps, Params, RouteObject, SetURLSearchParams } from 'react-router';
