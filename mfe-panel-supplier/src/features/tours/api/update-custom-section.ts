import { api } from 'shared-contracts/paths';
import { CustomSectionAnswerSchema, type CustomSection, type CustomSectionUpdateSchema } from 'shared-contracts/tours';
import type { InferOutput } from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/tour/settings/custom-section/{id}: its titles and bodies (all locales), and its place. */
export async function updateCustomSection(id: number, input: InferOutput<typeof CustomSectionUpdateSchema>): Promise<CustomSection> {
  return (await getHttpClient().put(api.tours.updateCustomSection.path({ id }), input, CustomSectionAnswerSchema, { kind: 'panel' })).data;
}
