import { siteChrome } from './site-chrome';
import { visitor } from './visitor';

/** What a visitor can see on every page (this locale has no panel texts: the panel is en, no and sv). */
export const core = { ...visitor, ...siteChrome };
