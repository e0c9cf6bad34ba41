import { LIMITS } from 'shared-contracts/constants';

/** A create-or-edit page's id param (spec 000 §2.1): 'create' for -1, the id, or 'invalid' for anything else. */
export function routeId(param: string | undefined): number | 'create' | 'invalid' {
  if (param === String(LIMITS.createId)) return 'create';
  if (param === undefined || !/^\d{1,10}$/.test(param)) return 'invalid';
  const id = Number(param);
  return id >= 1 && id <= LIMITS.maxId ? id : 'invalid';
}
