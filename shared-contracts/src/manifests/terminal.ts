/** The terminal operator's pages (mfe-terminal), spec 000 §2.2: its own login, then location and reader settings. */
import type { AreaManifest } from './types';

export const TERMINAL_MANIFEST = {
  area: 'terminal',
  remote: 'mfe_terminal',
  pages: {
    'terminal.setup': { pattern: 'setup-terminal', title: 'areas.terminal.setup' },
    'terminal.settings': { pattern: 'setup-terminal/settings', title: 'areas.terminal.settings', parent: 'terminal.setup' },
  },
} as const satisfies AreaManifest;
