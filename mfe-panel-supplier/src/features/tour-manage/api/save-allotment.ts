import { api } from 'shared-contracts/paths';
import { AllotmentAnswerSchema, type AllotmentAnswer, type AllotmentInput } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

/**
 * POST /core/v1/tour/{id}/allotment: a departure schedule of one option, or one departure's seats and status. An
 * allotment below the seats already sold is refused (409) and nothing changes; the message says which.
 */
export async function saveAllotment(tourId: number, input: AllotmentInput): Promise<AllotmentAnswer['data']> {
  return (await getHttpClient().post(api.tourManage.saveAllotment.path({ id: tourId }), input, AllotmentAnswerSchema, { kind: 'panel' })).data;
}
