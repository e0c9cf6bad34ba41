/**
 * The storefront pages' message ids join shared-contracts' MessageId (through RemoteMessages), so useT() and
 * translate() accept them (ADR 0004). A type only: the texts load as the `site-search` and `site-product` parts.
 */
import type { messages as product } from './product/en';
import type { messages as search } from './search/en';

type OwnMessages = Record<keyof typeof search | keyof typeof product, string>;

declare module 'shared-contracts/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface RemoteMessages extends OwnMessages {}
}
