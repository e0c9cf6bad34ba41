import type { Context, Env, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { findTargetHandler } from 'hono/utils/handler';
import { type AccessRequirements, meetsPolicies, meetsRoles } from 'shared-contracts/access';
import { Role } from 'shared-contracts/enums';
import { HttpError } from '../../../lib/http-error';
import { tenantScopeOf } from '../../../lib/tenancy';
import type { CustomerEnv } from '../../customer/auth/require-customer';
import type { AuthedEnv, AuthenticatePanel } from '../session/require-user';

/** What an API route may ask of a panel user: the manifests' own vocabulary (shared-contracts/access). */
export type PanelRequirements = Pick<AccessRequirements, 'roles' | 'policies' | 'partnerOnly'>;

/**
 * Who may call a route. `account` is any signed-in panel user, even one who must still change the password (their own
 * account and the change itself); `panel` is a signed-in panel user past that gate who meets the requirements.
 */
export type AccessDeclaration =
  | { readonly kind: 'public' }
  | { readonly kind: 'customer' }
  | { readonly kind: 'account' }
  | ({ readonly kind: 'panel' } & Readonly<PanelRequirements>);

/** The app's authenticators; installed once per app by installAccessControl. */
export interface AccessControl {
  authenticatePanel: AuthenticatePanel;
  requireCustomer: MiddlewareHandler<CustomerEnv>;
}

type ControlEnv = { Variables: { accessControl: AccessControl } };

/** Every access middleware and what it declares, so a test can read the declaration of every mounted route. */
const declarations = new WeakMap<object, AccessDeclaration>();

function declared<E extends Env>(declaration: AccessDeclaration, middleware: MiddlewareHandler<E>): MiddlewareHandler<E> {
  declarations.set(middleware, Object.freeze(declaration));
  return middleware;
}

/** The declaration a route handler carries, seen through Hono's wrapping of sub-apps with their own error handler. */
export function declarationOf(handler: unknown): AccessDeclaration | undefined {
  if (typeof handler !== 'function') return undefined;
  return declarations.get(findTargetHandler(handler as Parameters<typeof findTargetHandler>[0]));
}

function controlOf(c: Context): AccessControl {
  const control = (c as unknown as Context<ControlEnv>).get('accessControl') as AccessControl | undefined;
  // Fails closed, as a 500 without details: a route in an app that never installed the control admits nobody.
  if (!control) throw new Error('access control is not installed in this app (installAccessControl)');
  return control;
}

function panelAccess(declaration: Extract<AccessDeclaration, { kind: 'account' | 'panel' }>) {
  return declared(
    declaration,
    createMiddleware<AuthedEnv>(async (c, next) => {
      const { claims, user } = await controlOf(c).authenticatePanel(c);
      // Spec 000 §4.1 step 4, held by the API as well as the shell: before the forced change the session reaches its
      // own account and nothing else. It comes before the role check, so the answer says what to do next.
      if (user.first_time_login && declaration.kind !== 'account') throw new HttpError('PASSWORD_CHANGE_REQUIRED');
      // meetsPolicies lets administrators through (spec 000 §6); roles are never bypassed, as in the shell's guard.
      if (declaration.kind === 'panel' && (!meetsRoles(user, declaration.roles) || !meetsPolicies(user, declaration))) {
        throw new HttpError('FORBIDDEN');
      }
      c.set('auth', claims);
      c.set('user', user);
      c.set('tenant', tenantScopeOf(user));
      await next();
    }),
  );
}

/**
 * The one access declaration of each route, placed first in its handler chain so nothing (not even input validation)
 * runs for a caller who may not call it: `.get(path, access.admin, validate(...), handler)`. Every mounted route
 * declares one, public routes too; access.test.ts walks the app and fails on a route without.
 */
export const access = {
  /** Anyone, signed in or not: storefront reads, guest checkout, login, static files, health. */
  public: declared(
    { kind: 'public' },
    createMiddleware(async (_c, next) => {
      await next();
    }),
  ),
  /** A guest customer's session (the e-mailed login link); a panel token is not one. */
  customer: declared(
    { kind: 'customer' },
    createMiddleware<CustomerEnv>((c, next) => controlOf(c).requireCustomer(c, next)),
  ),
  /** The caller's own account: allowed during first login (current user, change-password). */
  account: panelAccess({ kind: 'account' }),
  /** A panel user holding one of `roles` and one of `policies` (administrators bypass policies, not roles). */
  panel: (requirements: PanelRequirements = {}) => panelAccess({ kind: 'panel', ...requirements }),
  /** Administrators only. */
  admin: panelAccess({ kind: 'panel', roles: [Role.Admin] }),
} as const;

/** Puts the app's authenticators where the access middleware finds them; registered before every route. */
export function installAccessControl(control: AccessControl): MiddlewareHandler {
  return createMiddleware<ControlEnv>(async (c, next) => {
    c.set('accessControl', control);
    await next();
  });
}
