import type { MessageId } from 'shared-runtime/i18n';

/**
 * One page of a storefront remote's own path table (mfe-site, mfe-checkout). Panel pages and the guest and terminal
 * areas' pages are in the area manifests (shared-contracts/manifests), with `hrefFor` for their links.
 */
export interface AreaPage {
  /** Route pattern relative to /{lang} (the shell mounts every Area at `/:lang/*`). */
  pattern: string;
  titleId: MessageId;
  /** Title when the `createParam` segment is -1 ("create", spec 000 §2.1). */
  createTitleId?: MessageId;
  createParam?: string;
}
