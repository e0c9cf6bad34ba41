import { ConnectionTokenAnswerSchema } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { http, PUBLIC } from '../../../lib/http';

/** GET stripe-connection-token/{currency}: a fresh secret for each terminal session (never cached). */
export async function getConnectionToken(siteId: number, currency: string): Promise<string> {
  const path = api.booking.connectionToken.path({ currency }, { site_id: siteId });
  return (await http().get(path, ConnectionTokenAnswerSchema, PUBLIC)).data.terminal_connection_secret;
}
