/**
 * @jest-environment jsdom
 */
// jsdom only parses the sanitiser's output here, the way a browser would before acting on it.
import type { FooterSettingsSchema } from 'shared-contracts/sites';
import { XSS_VECTORS, unsafeMarkup } from 'shared-contracts/testing/xss';
import type * as v from 'valibot';
import { DEMO_SITES } from '../db/seed/demo-data';
import { PLATFORM_LEGAL, SEED_PAGES, SITE_LEGAL } from '../db/seed/site-content-data';
import { sanitizeFooterSettings, sanitizePartnerHtml, sanitizeSectionText } from './sanitize-html';

type FooterSettings = v.InferInput<typeof FooterSettingsSchema>;

const rendered = (html: string) => {
  const host = document.implementation.createHTMLDocument('').createElement('div');
  host.innerHTML = html;
  return host;
};

describe('sanitizePartnerHtml against a public XSS corpus', () => {
  it.each(XSS_VECTORS.map((vector) => [vector.title ?? vector.payload.slice(0, 60), vector.payload]))('%s', (_title, payload) => {
    expect(unsafeMarkup(rendered(sanitizePartnerHtml(payload)))).toEqual([]);
  });
});

describe('sanitizePartnerHtml', () => {
  it('keeps the rich text the storefront renders', () => {
    const html =
      '<h2>Title</h2><p>Hi <strong>there</strong>, <em>see</em> <a href="https://x.test/a" target="_blank" rel="noopener noreferrer">x</a> and ' +
      '<a href="/en/page/a">a</a> or <a href="mailto:a@b.test">mail</a>.</p><ul><li>one</li></ul><img src="https://cdn.test/a.jpg" alt="A" width="10" />' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>';
    expect(sanitizePartnerHtml(html)).toBe(html);
  });

  it('keeps the text of unknown tags, drops script-like elements with their content, escapes plain text', () => {
    expect(sanitizePartnerHtml('<custom-el>inside</custom-el> 1 < 2 & 3')).toBe('inside 1 &lt; 2 &amp; 3');
    expect(sanitizePartnerHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('refuses protocol-relative and script URLs however spelt, adds rel to new-tab links and alt to images', () => {
    expect(sanitizePartnerHtml('<a href="//evil.example">a</a><a href="/\\evil.example">b</a><a href="&#x6A;avascript&colon;alert(1)">c</a>')).toBe(
      '<a>a</a><a>b</a><a>c</a>',
    );
    expect(sanitizePartnerHtml('<a href="https://x.test" target="_blank">x</a><img src="/a.png">')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a><img src="/a.png" alt="" />',
    );
  });

  it('keeps inline raster images only', () => {
    expect(sanitizePartnerHtml('<img src="data:image/png;base64,iVBO" alt=""><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">')).toBe(
      '<img src="data:image/png;base64,iVBO" alt="" /><img alt="" />',
    );
  });

  it('leaves the seeded partner HTML as it is (the policy allows what partners write)', () => {
    const texts = [
      ...Object.values(SEED_PAGES).flatMap((pages) =>
        pages.flatMap((page) => page.sections.filter((s) => s.type === 'rich_text').flatMap((s) => Object.values(s.text).map((t) => (t as { html: string }).html))),
      ),
      ...PLATFORM_LEGAL.map((l) => l.body),
      ...Object.values(SITE_LEGAL).flatMap((rows) => rows.map((l) => l.body)),
      ...DEMO_SITES.flatMap((demo) => (demo.site.footerSettings?.widgets ?? []).map((w) => w.content)),
    ];
    expect(texts.length).toBeGreaterThan(10);
    for (const html of texts) expect(sanitizePartnerHtml(html)).toBe(html);
  });
});

describe('sanitising partner content by shape', () => {
  it('sanitises a rich-text section’s html and leaves the plain-text fields of every section alone', () => {
    expect(sanitizeSectionText('rich_text', { title: 'T <b>', html: '<p onclick="x()">t</p><script>y()</script>' })).toEqual({ title: 'T <b>', html: '<p>t</p>' });
    const faq = { title: 'FAQ', items: [{ question: 'Q <i>?', answer: '1 < 2' }] };
    expect(sanitizeSectionText('faq', faq)).toEqual(faq);
  });

  it('sanitises each footer widget’s content', () => {
    expect(
      sanitizeFooterSettings({ use_goto_hub_privacy: true, widgets: [{ title: 'About <us>', content: '<a href="//evil.example" onmouseover="x()">us</a>' }] }),
    ).toEqual({ use_goto_hub_privacy: true, widgets: [{ title: 'About <us>', content: '<a>us</a>' }] });
    const withoutWidgets: FooterSettings = { use_goto_hub_privacy: false };
    expect(sanitizeFooterSettings(withoutWidgets)).toEqual({ use_goto_hub_privacy: false });
  });
});
