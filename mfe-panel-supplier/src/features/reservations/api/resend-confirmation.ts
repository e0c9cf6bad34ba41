import { ResendConfirmationAnswerSchema, type ResendConfirmationAnswer, type ResendConfirmationBody } from 'shared-contracts/panel-reservation-actions';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** POST /booking/v1/notification/email/booking/confirm: the confirmation e-mail again, to the chosen recipients. */
export async function resendConfirmation(body: ResendConfirmationBody): Promise<ResendConfirmationAnswer['data']> {
  return (await getHttpClient().post(api.panelReservationActions.resendConfirmation.path(), body, ResendConfirmationAnswerSchema, { kind: 'panel' })).data;
}
