import useSWR from 'swr';
import type { Locale } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { CustomSectionsAnswerSchema, type CustomSection } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tour/{id}/custom-section?locale: the activity's own sections, in order. */
export async function listCustomSections(id: number, locale: Locale): Promise<CustomSection[]> {
  return (await getHttpClient().get(api.tours.customSections.path({ id }, { locale }), CustomSectionsAnswerSchema, { kind: 'panel' })).data;
}

export function useCustomSections(id: number, locale: Locale) {
  return useSWR(['supplier-tour-custom-sections', id, locale], () => listCustomSections(id, locale), { revalidateOnFocus: false, shouldRetryOnError: false });
}
