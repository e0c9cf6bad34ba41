/**
 * The terminal settings the terminal operator saved on this device (spec 001 §3 "Terminal settings (stored)",
 * §5: stored only when both ids are present). The checkout reads them to pick the terminal handler.
 */
import { STOREFRONT_STORAGE } from 'shared-contracts/constants';
import * as v from 'shared-contracts/valibot';

const TerminalSettingsSchema = v.object({
  location_id: v.pipe(v.string(), v.nonEmpty()),
  reader_id: v.pipe(v.string(), v.nonEmpty()),
});
export type TerminalSettings = v.InferOutput<typeof TerminalSettingsSchema>;

export function readTerminalSettings(siteId: number): TerminalSettings | null {
  try {
    const raw = window.localStorage.getItem(STOREFRONT_STORAGE.terminalSettings(siteId));
    if (!raw) return null;
    const parsed = v.safeParse(TerminalSettingsSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
