import type { ChangeDateAnswer, ChangeDateBody, ChangeDateOption, ChangeDateQueryBody, EmptyDates } from 'shared-contracts/panel-reservation-actions';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { tenantScopeOf } from '../../../lib/tenancy';
import type { DateChangesService } from '../../booking/date-changes/date-changes.service';
import type { PanelCaller, PanelReservationsPanelService } from './panel-reservations.service';
import { visibilityOf } from './panel-reservations.service';

/**
 * Changing an activity booking's date from the back office (spec 002 §7.15, issue 14 §1, ADR 0020). Who may: the
 * caller must see the booking (ADR 0016; else 404); then an administrator, or the supplier of the booked service. A
 * partner who sees it only through its sites never may (403): the move spends the supplier's capacity. The booking
 * module moves the seats.
 */
export interface ChangeDateService {
  emptyDates(caller: PanelCaller, id: number, body: ChangeDateQueryBody): Promise<EmptyDates>;
  options(caller: PanelCaller, id: number, body: ChangeDateQueryBody): Promise<{ reservation_id: number; options: ChangeDateOption[] }>;
  change(caller: PanelCaller, id: number, body: ChangeDateBody): Promise<ChangeDateAnswer['data']>;
}

interface Deps {
  db: Db;
  reservations: Pick<PanelReservationsPanelService, 'details'>;
  moves: DateChangesService;
}

export function createChangeDateService({ db, reservations: panel, moves }: Deps): ChangeDateService {
  /** The booking's zone once the caller may move it. */
  async function movable(caller: PanelCaller, id: number): Promise<string> {
    const details = await panel.details(caller, { id });
    if (tenantScopeOf(caller).kind !== 'all') {
      const view = await visibilityOf(db, caller);
      if (!(view.kind === 'some' && view.serviceIds.includes(details.service.id))) {
        throw new HttpError('FORBIDDEN', { message: 'Only the supplier of this activity or an administrator can change its date.' });
      }
    }
    return details.time_zone;
  }

  return {
    async emptyDates(caller, id, body) {
      return moves.emptyDates(id, body.start_date, await movable(caller, id));
    },
    async options(caller, id, body) {
      return moves.options(id, body.start_date, await movable(caller, id));
    },
    async change(caller, id, body) {
      return moves.move(id, body.departure_id, await movable(caller, id));
    },
  };
}
