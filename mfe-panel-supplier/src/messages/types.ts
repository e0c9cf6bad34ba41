/**
 * The supplier area's message ids join shared-contracts' MessageId (through RemoteMessages), so useT() and
 * translate() accept them (ADR 0004). A type only: the texts load as the area's parts.
 */
import type { messages as calendar } from './calendar/en';
import type { messages as earnings } from './earnings/en';
import type { messages as cancellations } from './cancellations/en';
import type { messages as hotelCalendar } from './hotel-calendar/en';
import type { messages as hotels } from './hotels/en';
import type { messages as listings } from './listings/en';
import type { messages as payments } from './payments/en';
import type { messages as productSettings } from './product-settings/en';
import type { messages as reports } from './reports/en';
import type { messages as reservations } from './reservations/en';
import type { messages as tourManage } from './tour-manage/en';
import type { messages as tours } from './tours/en';

type OwnMessages = Record<
  keyof typeof tours | keyof typeof tourManage | keyof typeof productSettings | keyof typeof listings | keyof typeof calendar | keyof typeof hotelCalendar | keyof typeof hotels | keyof typeof earnings | keyof typeof cancellations | keyof typeof reservations | keyof typeof payments | keyof typeof reports,
  string
>;

declare module 'shared-contracts/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface RemoteMessages extends OwnMessages {}
}
