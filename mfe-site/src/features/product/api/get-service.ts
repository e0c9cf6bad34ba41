import useSWR from 'swr';
import { ServiceCardsAnswerSchema, ServiceDetailAnswerSchema, type ServiceDetail } from 'shared-contracts/catalogue';
import { ApiError, ErrorCode } from 'shared-contracts/errors';
import { getHttpClient } from 'shared-contracts/http';
import { api } from 'shared-contracts/paths';
import { useStorefront } from '../../../lib/storefront';

const NUMERIC_ID = /^\d+$/;

/**
 * The service behind a product URL. `:id` is a numeric id or a slug: the public API reads services by id only, so a
 * slug is resolved against the site's own listing (which also keeps a site to the services it sells).
 */
export async function getService(siteId: number, idOrSlug: string): Promise<ServiceDetail> {
  const http = getHttpClient();
  let id: number | undefined = NUMERIC_ID.test(idOrSlug) ? Number(idOrSlug) : undefined;
  if (id === undefined) {
    const cards = await http.get(api.catalogue.catalogAll.path({ site_id: siteId }), ServiceCardsAnswerSchema, { kind: 'public' });
    id = cards.data.find((card) => card.slug === idOrSlug)?.id;
  }
  if (id === undefined || id < 1) throw ApiError.fromCode(ErrorCode.NOT_FOUND);
  const answer = await http.get(api.catalogue.service.path({ id }, { site_id: siteId }), ServiceDetailAnswerSchema, { kind: 'public' });
  return answer.data;
}

export function useService(idOrSlug: string | undefined) {
  const { site, lang } = useStorefront();
  return useSWR(idOrSlug ? ['product/service', site.id, idOrSlug, lang] : null, () => getService(site.id, idOrSlug ?? ''), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
