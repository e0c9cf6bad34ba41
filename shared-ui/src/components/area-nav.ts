import { generatePath } from 'shared-ui/router';
import type { MessageId } from 'shared-contracts/i18n';

/** Builds an area page's URL: `/{lang}/{pattern}` with its params filled in. */
export function areaHref(lang: string, pattern: string, params: Record<string, string | number> = {}): string {
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return generatePath(`/:lang/${pattern}`, { ...values, lang });
}

/** One page of an area's path table (STYLE: src/app/paths.ts). */
export interface AreaPage {
  /** Route pattern relative to /{lang} (the shell mounts every Area at `/:lang/*`). */
  pattern: string;
  titleId: MessageId;
  /** Title when the `createParam` segment is -1 ("create", spec 000 §2.1). */
  createTitleId?: MessageId;
  createParam?: string;
}
