import { areas } from './areas';
import { common } from './common';
import { errors } from './errors';
import { nav } from './nav';
import { shell } from './shell';
import { siteChrome } from './site-chrome';
import { siteProduct } from './site-product';
import { siteSearch } from './site-search';
import { validation } from './validation';

/** The source catalogue: every message id exists here first. */
export const en = { ...common, ...errors, ...validation, ...shell, ...nav, ...areas, ...siteChrome, ...siteSearch, ...siteProduct } as const;

/** Area sizes, so a test can prove that no id is defined in two areas (a spread would hide it). */
export const enAreas = { common, errors, validation, shell, nav, areas, siteChrome, siteSearch, siteProduct } as const;
