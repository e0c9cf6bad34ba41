import useSWR from 'swr';
import { ServiceDetailAnswerSchema, type ServiceDetail } from 'shared-contracts/catalogue';
import { ApiError, ErrorCode } from 'shared-contracts/errors';
import { getHttpClient } from 'shared-runtime/http';
import { translate } from 'shared-runtime/i18n';
import { api } from 'shared-contracts/paths';
import { useStorefront } from '../../../lib/storefront';

/** A numeric id or a slug, as product URLs carry them; anything else is not a service. */
const ID_OR_SLUG = /^(?:[1-9]\d*|[a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * The service behind a product URL. `:id` is a numeric id or a slug: the API reads a service by either, and only
 * among those the site sells.
 */
export async function getService(siteId: number, idOrSlug: string, lang: string): Promise<ServiceDetail> {
  if (!ID_OR_SLUG.test(idOrSlug)) throw ApiError.fromCode(ErrorCode.NOT_FOUND, (id, values) => translate(lang, id, values));
  const http = getHttpClient();
  const answer = await http.get(api.catalogue.service.path({ id: idOrSlug }, { site_id: siteId }), ServiceDetailAnswerSchema, { kind: 'public' });
  return answer.data;
}

export function useService(idOrSlug: string | undefined) {
  const { site, lang } = useStorefront();
  return useSWR(idOrSlug ? ['product/service', site.id, idOrSlug, lang] : null, () => getService(site.id, idOrSlug ?? '', lang), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
