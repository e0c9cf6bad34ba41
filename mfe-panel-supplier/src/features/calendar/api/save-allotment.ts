import { api } from 'shared-contracts/paths';
import { AllotmentAnswerSchema, type AllotmentAnswer, type AllotmentInput } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

/**
 * POST /core/v1/tour/{id}/allotment: one departure's seats and status, or a bulk change of an option's departures
 * (with `preview`, what it would change). Below the seats held or booked it is refused (409) and nothing changes:
 * the message says so, and a bulk change's issues name each departure with its numbers.
 */
export async function saveAllotment(tourId: number, input: AllotmentInput): Promise<AllotmentAnswer['data']> {
  return (await getHttpClient().post(api.tourManage.saveAllotment.path({ id: tourId }), input, AllotmentAnswerSchema, { kind: 'panel' })).data;
}
