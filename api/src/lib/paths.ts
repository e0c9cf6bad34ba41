import { BASE_PATHS } from 'shared-contracts/paths';

/**
 * The contract writes a few calls with their /gateway prefix (the form the client uses). Routes are registered
 * once at the family path, and the app mounts every family under /gateway as well (spec 002 §7.0).
 */
export function publicPath(pattern: string): string {
  return pattern.startsWith(`${BASE_PATHS.gateway}/`) ? pattern.slice(BASE_PATHS.gateway.length) : pattern;
}
