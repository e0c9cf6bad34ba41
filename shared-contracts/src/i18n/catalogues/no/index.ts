import type { en } from '../en';
import { areas } from './areas';
import { common } from './common';
import { errors } from './errors';
import { nav } from './nav';
import { shell } from './shell';
import { siteChrome } from './site-chrome';
import { siteProduct } from './site-product';
import { siteSearch } from './site-search';
import { validation } from './validation';

export const no: Record<keyof typeof en, string> = { ...common, ...errors, ...validation, ...shell, ...nav, ...areas, ...siteChrome, ...siteSearch, ...siteProduct };
