import { api } from 'shared-contracts/paths';
import { OptionFormAnswerSchema, type OptionForm, type OptionInput } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/tour/{id}/option: creates the option (no id) or updates it. */
export async function saveOption(tourId: number, input: OptionInput): Promise<OptionForm> {
  return (await getHttpClient().post(api.tourManage.saveOption.path({ id: tourId }), input, OptionFormAnswerSchema, { kind: 'panel' })).data;
}
