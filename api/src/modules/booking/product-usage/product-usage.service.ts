import type { Db } from '../../../db/client';
import * as repo from './product-usage.repo';

/**
 * Whether a product part has been booked, for the catalogue to refuse deleting it (issue 12 §3). Every reservation
 * counts, cancelled ones too: a reservation keeps pointing at its option (a foreign key) and names its tickets, and
 * the guest's and supplier's records read them.
 */
export interface ProductUsageService {
  optionReservations(optionId: number): Promise<number>;
  ticketReservations(serviceId: number, ticketId: number): Promise<number>;
}

export function createProductUsageService(db: Db): ProductUsageService {
  return {
    optionReservations: (optionId) => repo.countOptionReservations(db, optionId),
    ticketReservations: (serviceId, ticketId) => repo.countTicketReservations(db, serviceId, ticketId),
  };
}
