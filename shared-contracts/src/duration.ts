/**
 * An activity's duration (spec 001 §5), one rule for the panel form, the API and the storefront: the text a supplier
 * types and a guest reads ("1d 2h 30m"), and the hours:minutes form activity_details.duration stores ("26:30").
 */
import type { MessageId } from 'shared-contracts/messages';

export interface Duration {
  /** Whole hours; days are folded in (1d = 24h), so it may exceed 23. */
  hours: number;
  /** 0–59. */
  minutes: number;
}

export type DurationResult<T = Duration> = { ok: true; value: T } | { ok: false; error: MessageId };

const DURATION_TEXT = /^(?:(\d+)\s*d)?\s*(?:(\d+)\s*h)?\s*(?:(\d+)\s*m)?$/i;
const STORED = /^(\d+):([0-5]\d)(?::[0-5]\d)?$/;
/** Longer input is no duration: it only costs the regex time. */
const MAX_TEXT_LENGTH = 32;

/**
 * Spec 001 §5 duration text, e.g. "1d 2h 30m": optional days (from 1), hours 0–23, minutes 0–59, in that order;
 * at least one part. Hours default to 0.
 */
export function parseDurationText(text: string | null | undefined): DurationResult {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return { ok: false, error: 'validation.required' };
  const match = trimmed.length > MAX_TEXT_LENGTH ? null : DURATION_TEXT.exec(trimmed);
  if (!match) return { ok: false, error: 'validation.durationInvalid' };
  const [, d, h, m] = match;
  const days = d === undefined ? 0 : Number(d);
  const hours = h === undefined ? 0 : Number(h);
  const minutes = m === undefined ? 0 : Number(m);
  if ((d !== undefined && days < 1) || hours > 23 || minutes > 59 || !Number.isSafeInteger(days * 24 + hours)) {
    return { ok: false, error: 'validation.durationInvalid' };
  }
  return { ok: true, value: { hours: days * 24 + hours, minutes } };
}

/** The stored form, "H:MM" (activity_details.duration, the seed's "2:30"): hours unpadded, minutes two digits. */
export function toStoredDuration({ hours, minutes }: Duration): string {
  return `${hours}:${String(minutes).padStart(2, '0')}`;
}

/** "H:MM", "HH:MM" or "HH:MM:SS" (seconds ignored) → Duration; null when unreadable. */
export function parseStoredDuration(stored: string | null | undefined): Duration | null {
  const match = STORED.exec(stored?.trim() ?? '');
  if (!match) return null;
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

/** "50:30" → "2d 2h 30m". Zero parts are left out; all-zero shows "0h". '' when unreadable. */
export function formatDurationText(stored: string | Duration | null | undefined): string {
  const duration = typeof stored === 'object' && stored !== null ? stored : parseStoredDuration(stored);
  if (!duration) return '';
  const days = Math.floor(duration.hours / 24);
  const hours = duration.hours % 24;
  const parts = [days ? `${days}d` : '', hours ? `${hours}h` : '', duration.minutes ? `${duration.minutes}m` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0h';
}

/** The text a supplier typed, in the stored form; the error id when it is no duration. */
export function durationTextToStored(text: string | null | undefined): DurationResult<string> {
  const parsed = parseDurationText(text);
  return parsed.ok ? { ok: true, value: toStoredDuration(parsed.value) } : parsed;
}

/** The stored form in minutes (the storefront's `duration_minutes`); null when unreadable. */
export function durationMinutes(stored: string | null | undefined): number | null {
  const duration = parseStoredDuration(stored);
  return duration ? duration.hours * 60 + duration.minutes : null;
}
