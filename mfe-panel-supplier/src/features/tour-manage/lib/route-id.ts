import { LIMITS } from 'shared-contracts/constants';

/** An activity id from the route: the number, null when the route has none, or 'invalid' for anything else. */
export function activityId(param: string | undefined): number | null | 'invalid' {
  if (param === undefined || param === '') return null;
  if (!/^\d{1,10}$/.test(param)) return 'invalid';
  const id = Number(param);
  return id >= 1 && id <= LIMITS.maxId ? id : 'invalid';
}
