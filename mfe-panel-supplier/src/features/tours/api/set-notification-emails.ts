import { api } from 'shared-contracts/paths';
import { NotificationEmailsAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/notification/emails/activities/{id}: the addresses told of each booking (replaces them). */
export async function setNotificationEmails(id: number, emails: string[]): Promise<string[]> {
  return (await getHttpClient().post(api.tours.notificationEmails.path({ id }), { emails }, NotificationEmailsAnswerSchema, { kind: 'panel' })).data.emails;
}
