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
