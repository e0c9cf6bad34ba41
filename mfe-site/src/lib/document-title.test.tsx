import { renderHook } from '@testing-library/react';
import { usePageSeo } from './document-title';

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
