import { api } from 'shared-contracts/paths';
import { OptionFormAnswerSchema, type OptionForm } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tour/{id}/option/{o}: the option as its form edits it; `clone` answers an unsaved copy (id null). */
export async function getOption(tourId: number, optionId: number, clone = false): Promise<OptionForm> {
  const path = api.tourManage.option.path({ id: tourId, optionId }, clone ? { clone: 'true' } : undefined);
  return (await getHttpClient().get(path, OptionFormAnswerSchema, { kind: 'panel' })).data;
}
