import { api } from 'shared-contracts/paths';
import { CustomBookingOptionAnswerSchema, type CustomBookingOption } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/tours/custom-booking-option/{id}: replaces the questions. */
export async function updateBookingOption(id: number, input: CustomBookingOption) {
  return (await getHttpClient().put(api.tours.updateBookingOption.path({ id }), input, CustomBookingOptionAnswerSchema, { kind: 'panel' })).data;
}
