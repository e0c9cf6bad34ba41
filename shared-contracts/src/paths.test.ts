import { api, toQueryString } from './paths';

describe('API path table', () => {
  it('fills and URI-encodes path parameters', () => {
    expect(api.partnerSites.byId.path({ id: 7 })).toBe('/core/v1/partner-sites/7');
    expect(api.partnerSites.settings.path({ id: 'a/b c' })).toBe('/core/v1/partner-sites/a%2Fb%20c/settings');
  });

  it('builds the query string, joining lists and skipping empty values', () => {
    expect(api.partnerSites.list.path({ item_per_page: -1, left_off: -1 })).toBe('/core/v1/partner-sites?item_per_page=-1&left_off=-1');
    expect(api.partnerSites.settings.path({ id: 3 }, { setting: ['HEADER_LOGO_BLACK', 'HEADER_LOGO_WHITE'], x: undefined, y: null }))
      .toBe('/core/v1/partner-sites/3/settings?setting=HEADER_LOGO_BLACK%2CHEADER_LOGO_WHITE');
    expect(api.partnerSites.byHost.path({ url: 'fjord.localhost:8080' })).toBe('/gateway/core/public/partner-sites?url=fjord.localhost%3A8080');
    expect(toQueryString({})).toBe('');
    expect(api.users.current.path()).toBe('/core/v1/current/user');
  });

  it('throws when a path parameter is missing', () => {
    const byId = api.partnerSites.byId.path as (params: Record<string, unknown>) => string;
    expect(() => byId({})).toThrow('Missing path parameter "id"');
  });

  it('exposes the method and pattern the API registers', () => {
    expect(api.auth.refreshToken).toMatchObject({ method: 'POST', pattern: '/nauth/npanel/refresh_token' });
  });
});
