/**
 * The partner area's message ids join shared-contracts' MessageId (through RemoteMessages), so useT() and
 * translate() accept them (ADR 0004). A type only: the texts load as the `partner` part.
 */
import type { messages } from './en';

type OwnMessages = Record<keyof typeof messages, string>;

declare module 'shared-contracts/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface RemoteMessages extends OwnMessages {}
}
