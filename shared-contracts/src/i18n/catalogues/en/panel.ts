import { areas } from './areas';
import { exportTexts } from './exports';
import { nav } from './nav';
import { panelKit } from './panel-kit';
import { receiptTexts } from './receipts';
import { voucherTexts } from './vouchers';

/** The panel's part: drawer labels and the panel areas' page titles and shared texts, loaded with the panel chunk. */
export const panel = { ...nav, ...areas, ...panelKit, ...exportTexts, ...receiptTexts, ...voucherTexts };
