import {
  ChangeDateAnswerSchema,
  ChangeDateOptionsAnswerSchema,
  EmptyDatesAnswerSchema,
  type ChangeDateAnswer,
  type ChangeDateOption,
  type EmptyDates,
} from 'shared-contracts/panel-reservation-actions';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

const p = api.panelReservationActions;

/** POST /booking/v1/reservation/tour/{id}/empty-dates: dates near `startDate` with room for the booking's seats. */
export async function getEmptyDates(reservationId: number, startDate: string): Promise<EmptyDates> {
  return (await getHttpClient().post(p.emptyDates.path({ id: reservationId }), { start_date: startDate }, EmptyDatesAnswerSchema, { kind: 'panel' })).data;
}

/** POST /booking/v1/reservation/tour/{id}/options: the departures of the booking's option on `date`. */
export async function getChangeDateOptions(reservationId: number, date: string): Promise<ChangeDateOption[]> {
  return (await getHttpClient().post(p.options.path({ id: reservationId }), { start_date: date }, ChangeDateOptionsAnswerSchema, { kind: 'panel' })).data.options;
}

/** POST /booking/v1/reservation/tour/{id}/change-date: moves the booking to the departure, or refuses with a reason. */
export async function changeDate(reservationId: number, departureId: number): Promise<ChangeDateAnswer['data']> {
  return (await getHttpClient().post(p.changeDate.path({ id: reservationId }), { departure_id: departureId }, ChangeDateAnswerSchema, { kind: 'panel' })).data;
}
