/** Readable cookies of the browser session (never the HttpOnly auth pair, which script cannot see). */

export interface CookieOptions {
  maxAgeDays?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    const key = (index === -1 ? part : part.slice(0, index)).trim();
    if (key !== name) continue;
    const raw = index === -1 ? '' : part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, { maxAgeDays, path = '/', sameSite = 'Lax' }: CookieOptions = {}): void {
  if (!hasDocument()) return;
  let cookie = `${name}=${encodeURIComponent(value)}; path=${path}; SameSite=${sameSite}`;
  if (maxAgeDays !== undefined) cookie += `; max-age=${Math.round(maxAgeDays * 24 * 60 * 60)}`;
  // Browsers refuse SameSite=None without Secure; on https every cookie should be Secure anyway.
  if (sameSite === 'None' || (typeof location !== 'undefined' && location.protocol === 'https:')) cookie += '; Secure';
  document.cookie = cookie;
}

export function deleteCookie(name: string, path = '/'): void {
  if (!hasDocument()) return;
  document.cookie = `${name}=; path=${path}; max-age=0; SameSite=Lax`;
}
