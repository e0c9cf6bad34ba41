/** Request init for a call with a bearer token, with a JSON body when one is given. */
export const json = (token: string, method: string, body?: unknown): RequestInit => ({
  method,
  headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** A site's general settings, as the create and update calls take them; `over` replaces fields. */
export const siteSettings = (subDomain: string, over: Record<string, unknown> = {}) => ({
  name: `Site ${subDomain}`,
  sub_domain: subDomain,
  domain: null,
  company_name: 'Duo AS',
  language: { enabled_language: ['en', 'no'], primary_language: 'en' },
  ...over,
});
