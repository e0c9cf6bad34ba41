import { common } from './common';
import { errors } from './errors';
import { shell } from './shell';
import { siteChrome } from './site-chrome';
import { ui } from './ui';
import { validation } from './validation';

/** The part every page loads before its first paint: common words, errors, validation, the shell, shared UI, site chrome. */
export const core = { ...common, ...errors, ...validation, ...shell, ...ui, ...siteChrome };
