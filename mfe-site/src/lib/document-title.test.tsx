import { renderHook } from '@testing-library/react';
import { usePageSeo, useServerHeadUntilNavigation } from './document-title';

const metas = () => [...document.head.querySelectorAll('meta[data-page-seo]')].map((meta) => [meta.getAttribute('name') ?? meta.getAttribute('property'), meta.getAttribute('content')]);

describe("a page's search and sharing settings", () => {
  test('become meta tags while the page shows, and leave with it', () => {
    type Seo = { description: string | null; image_url: string | null; no_index: boolean };
    const seo: Seo = { description: 'Who we are', image_url: '/files/share.jpg', no_index: true };
    const { unmount, rerender } = renderHook(({ value }: { value: Seo | undefined }) => usePageSeo(value, 'About us'), { initialProps: { value: seo } });
    expect(metas()).toEqual([
      ['og:title', 'About us'],
      ['description', 'Who we are'],
      ['og:description', 'Who we are'],
      ['og:image', `${window.location.origin}/files/share.jpg`],
      ['robots', 'noindex'],
    ]);

    rerender({ value: { description: null, image_url: null, no_index: false } });
    expect(metas()).toEqual([['og:title', 'About us']]);

    unmount();
    expect(metas()).toEqual([]);
  });

  test('a page still loading sets nothing', () => {
    renderHook(() => usePageSeo(undefined, 'Site'));
    expect(metas()).toEqual([]);
  });
});

describe('the head the server sent with the first page', () => {
  const serverTag = (html: string) => document.head.insertAdjacentHTML('beforeend', html);
  const serverKeys = () => [...document.head.querySelectorAll('[data-server-head]')].map((tag) => tag.getAttribute('data-server-head'));
  afterEach(() => document.head.querySelectorAll('[data-server-head]').forEach((tag) => tag.remove()));

  test('gives way to the page’s own tags of the same name, and keeps the rest', () => {
    serverTag('<meta name="description" content="From the server" data-server-head="description"/>');
    serverTag('<meta property="og:title" content="From the server" data-server-head="og:title"/>');
    serverTag('<link rel="canonical" href="https://demo.example/en" data-server-head="canonical"/>');
    const { unmount } = renderHook(() => usePageSeo({ description: 'Who we are', image_url: null, no_index: false }, 'About us'));
    expect(serverKeys()).toEqual(['canonical']);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
  });

  test('stays while the first page shows, and goes at the first navigation', () => {
    serverTag('<link rel="canonical" href="https://demo.example/en" data-server-head="canonical"/>');
    serverTag('<script type="application/ld+json" data-server-head="json-ld">{}</script>');
    const { rerender } = renderHook(({ path }: { path: string }) => useServerHeadUntilNavigation(path), { initialProps: { path: '/en' } });
    rerender({ path: '/en' });
    expect(serverKeys()).toEqual(['canonical', 'json-ld']);
    rerender({ path: '/en/search' });
    expect(serverKeys()).toEqual([]);
  });
});
