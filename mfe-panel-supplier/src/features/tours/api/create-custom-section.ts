import { api } from 'shared-contracts/paths';
import { CustomSectionAnswerSchema, type CustomSection, type CustomSectionInputSchema } from 'shared-contracts/tours';
import type { InferOutput } from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/tour/settings/custom-section: a new section, after the activity's last one. */
export async function createCustomSection(input: InferOutput<typeof CustomSectionInputSchema>): Promise<CustomSection> {
  return (await getHttpClient().post(api.tours.createCustomSection.path(), input, CustomSectionAnswerSchema, { kind: 'panel' })).data;
}
