import { api } from 'shared-contracts/paths';
import { TourAllotmentsAnswerSchema, type TourAllotmentsAnswer } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

export interface AllotmentsQuery {
  optionId: number;
  /** YYYY-MM-DD, both included; without them the API answers today and the next 30 days. */
  start?: string;
  end?: string;
}

/** GET /core/v1/tour/allotments/{id}: one option's departures in a date range, and the activity's time zone. */
export async function getAllotments(tourId: number, { optionId, start, end }: AllotmentsQuery): Promise<TourAllotmentsAnswer['data']> {
  const range = start && end ? { start_date: start, end_date: end } : {};
  const path = api.tourManage.allotments.path({ id: tourId }, { option_id: String(optionId), ...range });
  return (await getHttpClient().get(path, TourAllotmentsAnswerSchema, { kind: 'panel' })).data;
}
