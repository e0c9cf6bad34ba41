import { areas } from './areas';
import { nav } from './nav';
import { panelKit } from './panel-kit';

/** The panel's part: drawer labels and the panel areas' page titles and shared texts, loaded with the panel chunk. */
export const panel = { ...nav, ...areas, ...panelKit };
