/**
 * The simulated reader's calls (the server-driven terminal flow of the contract), authenticated with the connection
 * secret. One file for the reader's handful of calls: they only make sense together, as one device.
 */
import { ReaderAnswerSchema, ReaderListAnswerSchema, TERMINAL_SECRET_HEADER, type ReaderView } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { http, publicWith } from '../../../lib/http';

const b = api.booking;

export function simulatedReaderCalls(siteId: number, secret: string) {
  const options = publicWith({ [TERMINAL_SECRET_HEADER]: secret });
  const q = { site_id: siteId };
  return {
    async list(location: string): Promise<ReaderView[]> {
      return (await http().get(b.simulatedReaders.path({ ...q, location }), ReaderListAnswerSchema, options)).data.readers;
    },
    async connect(readerId: string): Promise<ReaderView> {
      return (await http().post(b.simulatedConnectReader.path({ readerId }, q), {}, ReaderAnswerSchema, options)).data.reader;
    },
    async disconnect(readerId: string): Promise<ReaderView> {
      return (await http().post(b.simulatedDisconnectReader.path({ readerId }, q), {}, ReaderAnswerSchema, options)).data.reader;
    },
    async process(readerId: string, paymentIntentId: string): Promise<ReaderView> {
      return (await http().post(b.simulatedProcessOnReader.path({ readerId }, q), { payment_intent_id: paymentIntentId }, ReaderAnswerSchema, options)).data.reader;
    },
    async cancelAction(readerId: string): Promise<ReaderView> {
      return (await http().post(b.simulatedCancelReaderAction.path({ readerId }, q), {}, ReaderAnswerSchema, options)).data.reader;
    },
    async get(readerId: string): Promise<ReaderView> {
      return (await http().get(b.simulatedReader.path({ readerId }, q), ReaderAnswerSchema, options)).data.reader;
    },
    async presentCard(readerId: string, cardNumber?: string): Promise<ReaderView> {
      return (await http().post(b.simulatedPresentCard.path({ readerId }, q), cardNumber ? { card_number: cardNumber } : {}, ReaderAnswerSchema, options)).data.reader;
    },
  };
}
export type SimulatedReaderCalls = ReturnType<typeof simulatedReaderCalls>;
