/**
 * Where the HTTP client sends the user (spec 000 §4.2): pages of the shell's and the guest area's manifests. A lazy
 * chunk of its own (client.ts imports it when a session rule first redirects), so the manifests stay off a
 * storefront's first load; the redirect follows a failed call, which is asynchronous anyway.
 */
import { CUSTOMER_MANIFEST, pageHref, SHELL_MANIFEST } from 'shared-contracts/manifests';

export const REDIRECT_TARGETS = {
  login: (lang: string) => pageHref(SHELL_MANIFEST.pages['shell.login'], { lang }),
  accessDenied: (lang: string) => pageHref(SHELL_MANIFEST.pages['shell.accessDenied'], { lang }),
  customerLogin: (lang: string) => pageHref(CUSTOMER_MANIFEST.pages['customer.login'], { lang }),
} as const;

export type RedirectTarget = keyof typeof REDIRECT_TARGETS;
