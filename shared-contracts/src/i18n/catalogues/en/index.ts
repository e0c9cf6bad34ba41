import { areas } from './areas';
import { common } from './common';
import { errors } from './errors';
import { exportTexts } from './exports';
import { nav } from './nav';
import { panelKit } from './panel-kit';
import { receiptTexts } from './receipts';
import { shell } from './shell';
import { siteChrome } from './site-chrome';
import { ui } from './ui';
import { validation } from './validation';
import { voucherTexts } from './vouchers';

/**
 * The source catalogue of the texts shared-contracts holds: the ids the API renders, and what the shell shows
 * (common words, errors, validation, shell, shared UI, the storefront's chrome, the panel's drawer and page titles).
 * The remotes own their pages' texts (their src/messages, ADR 0004). The app never bundles this whole object: it
 * loads the parts (core.ts, panel.ts) as pages need them (shared-runtime/i18n). Types, tests and the API use it whole.
 */
export const en = {
  ...common,
  ...errors,
  ...validation,
  ...shell,
  ...ui,
  ...siteChrome,
  ...nav,
  ...areas,
  ...panelKit,
  ...exportTexts,
  ...receiptTexts,
  ...voucherTexts,
} as const;

/** Area sizes, so a test can prove that no id is defined in two areas (a spread would hide it). */
export const enAreas = { common, errors, validation, shell, ui, siteChrome, nav, areas, panelKit, exportTexts, receiptTexts, voucherTexts } as const;
