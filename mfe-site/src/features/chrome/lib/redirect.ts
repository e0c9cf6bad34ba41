/** Leaving the storefront for another address, behind a function the gate receives (tests pass their own). */

export type Redirect = (url: string) => void;

export const browserRedirect: Redirect = (url) => window.location.replace(url);

/** `<meta name="wayhub-site-redirect" content="https://…">`: where visitors of an unknown host go. */
export const SITE_REDIRECT_META = 'wayhub-site-redirect';
/** The shell's list of platform hosts (same meta as the shell's mode detection). */
export const PLATFORM_HOST_META = 'wayhub-platform-host';
export const DEFAULT_PLATFORM_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** No document (a server render): no meta, so the defaults hold. */
const pageDocument = (): Pick<Document, 'querySelector'> | undefined => (typeof document === 'undefined' ? undefined : document);

export function readMeta(name: string, doc: Pick<Document, 'querySelector'> | undefined = pageDocument()): string | null {
  const content = doc?.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
  return content ? content : null;
}

export function platformHosts(doc: Pick<Document, 'querySelector'> | undefined = pageDocument()): readonly string[] {
  const hosts = (readMeta(PLATFORM_HOST_META, doc) ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length > 0 ? hosts : DEFAULT_PLATFORM_HOSTS;
}

/** Host name of an absolute http(s) URL, lower case; null for anything else (a relative URL would loop here). */
export function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}
