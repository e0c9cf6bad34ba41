/**
 * The algoliasearch lite client (search only: the smallest build) for the search config. The embedded engine is
 * reached on its host, the page's own when the config says null; Algolia on its default hosts.
 *
 * Requests go through fetch rather than the browser build's XMLHttpRequest requester: every browser we support has
 * fetch, it is the same transport the rest of the storefront uses, and tests can run it against a real local server.
 */
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { SearchConfig } from 'shared-contracts/search';
import { createFetchRequester } from '@algolia/requester-fetch';

export type SearchClient = LiteClient;

export interface PageLocation {
  host: string;
  protocol: string;
}

/** `example.com:8080` and its protocol; a host given with a scheme keeps it. */
export function embeddedHost(host: string | null, page: PageLocation): { url: string; protocol: 'http' | 'https' } {
  const pageProtocol = page.protocol.replace(/:$/, '') === 'https' ? 'https' : 'http';
  if (!host) return { url: page.host, protocol: pageProtocol };
  const match = /^(https?):\/\/(.+?)\/*$/i.exec(host);
  if (match) return { url: match[2] as string, protocol: (match[1] as string).toLowerCase() === 'https' ? 'https' : 'http' };
  return { url: host.replace(/\/+$/, ''), protocol: pageProtocol };
}

/** The host and protocol of an origin such as `http://127.0.0.1:8080`. */
export function locationOf(origin: string): PageLocation {
  const url = new URL(origin);
  return { host: url.host, protocol: url.protocol };
}

export function createSearchClient(config: SearchConfig, page: PageLocation = window.location): SearchClient {
  const requester = createFetchRequester();
  if (config.provider === 'algolia') return liteClient(config.app_id, config.search_api_key, { requester });
  const { url, protocol } = embeddedHost(config.host, page);
  return liteClient(config.app_id, config.search_api_key, {
    requester,
    hosts: [{ url, accept: 'read', protocol }],
  });
}
