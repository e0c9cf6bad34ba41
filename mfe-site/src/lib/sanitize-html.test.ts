import { XSS_VECTORS, unsafeMarkup } from 'shared-contracts/testing/xss';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<p>Hi <strong>there</strong> <a href="https://x.test/a" target="_blank">x</a> <a href="/en/page/a">a</a></p>')).toBe(
      '<p>Hi <strong>there</strong> <a href="https://x.test/a" target="_blank" rel="noopener noreferrer">x</a> <a href="/en/page/a">a</a></p>',
    );
  });

  it('drops scripts, styles, event handlers and script URLs', () => {
    const out = sanitizeHtml(
      '<script>alert(1)</script><style>p{}</style><p onclick="x()" style="color:red">t</p><a href=" java\tscript:alert(1)">l</a><img src="data:x" onerror="y()"><iframe src="https://x"></iframe>',
    );
    expect(out).toBe('<p>t</p><a>l</a><img alt="">');
  });

  it('keeps the text of unknown tags and escapes plain text', () => {
    expect(sanitizeHtml('<custom-el>inside</custom-el> 1 < 2 & 3')).toBe('inside 1 &lt; 2 &amp; 3');
  });
});

describe('sanitizeHtml against a public XSS corpus', () => {
  /** What the page does with the output: React sets it as a div's innerHTML. */
  const rendered = (html: string) => {
    const host = document.implementation.createHTMLDocument('').createElement('div');
    host.innerHTML = html;
    return host;
  };

  it.each(XSS_VECTORS.map((vector) => [vector.title ?? vector.payload.slice(0, 60), vector.payload]))('%s', (_title, payload) => {
    expect(unsafeMarkup(rendered(sanitizeHtml(payload)))).toEqual([]);
  });

  it('refuses protocol-relative URLs however they are spelt, and keeps paths, anchors and full URLs', () => {
    const hrefs = (html: string) => Array.from(rendered(sanitizeHtml(html)).querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs('<a href="//evil.example">a</a><a href="\\\\evil.example">b</a><a href="/\\evil.example">c</a><a href=" /\t/evil.example">d</a>')).toEqual([null, null, null, null]);
    expect(hrefs('<a href="/en/page/about">a</a><a href="#top">b</a><a href="page/x?y=1">c</a><a href="https://x.test/a">d</a><a href="mailto:a@b.test">e</a>')).toEqual([
      '/en/page/about',
      '#top',
      'page/x?y=1',
      'https://x.test/a',
      'mailto:a@b.test',
    ]);
  });

  it('keeps inline raster images and drops inline SVG and HTML', () => {
    const srcs = (html: string) => Array.from(rendered(sanitizeHtml(html)).querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(srcs('<img src="data:image/png;base64,iVBORw0KGgo="><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="data:text/html,x">')).toEqual([
      'data:image/png;base64,iVBORw0KGgo=',
      null,
      null,
    ]);
  });
});
