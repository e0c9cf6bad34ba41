import useSWR from 'swr';
import type * as v from 'valibot';
import { PackageFullAnswerSchema } from 'shared-contracts/catalogue';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { useStorefront } from '../../../lib/storefront';

export type PackageFull = v.InferOutput<typeof PackageFullAnswerSchema>['data'];

/** A package with its parts and tickets (spec 002 §7.12 GET /core/public/package/{id}). */
export async function getPackage(siteId: number, id: number): Promise<PackageFull> {
  const answer = await getHttpClient().get(api.catalogue.package.path({ id }, { site_id: siteId }), PackageFullAnswerSchema, { kind: 'public' });
  return answer.data;
}

export function usePackage(id: number) {
  const { site, lang } = useStorefront();
  return useSWR(['product/package', site.id, id, lang], () => getPackage(site.id, id), { revalidateOnFocus: false, shouldRetryOnError: false });
}
