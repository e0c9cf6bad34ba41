import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { CustomSectionAnswerSchema, type CustomSection } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tour/custom-section/{id}/full: one section with its texts in every locale. */
export async function getCustomSection(id: number): Promise<CustomSection> {
  return (await getHttpClient().get(api.tours.customSection.path({ id }), CustomSectionAnswerSchema, { kind: 'panel' })).data;
}

export function useCustomSection(id: number | null) {
  return useSWR(id === null ? null : ['supplier-tour-custom-section', id], () => getCustomSection(id!), { revalidateOnFocus: false, shouldRetryOnError: false });
}
