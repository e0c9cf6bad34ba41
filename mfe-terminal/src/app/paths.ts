/** Terminal operator pages (spec 000 §2.2, 001 §2), relative to /{lang}; the shell mounts the Area at `/:lang/*`. */
import type { AreaPage } from 'shared-ui';

export const PAGES = {
  setup: { pattern: 'setup-terminal', titleId: 'areas.terminal.setup' },
  settings: { pattern: 'setup-terminal/settings', titleId: 'areas.terminal.settings' },
} as const satisfies Record<string, AreaPage>;
