import { XSS_VECTORS, unsafeMarkup } from './xss';

/** The check must see the attacks in the corpus itself, or a sanitiser test built on it could not fail. */
describe('unsafeMarkup', () => {
  const parsed = (html: string) => {
    const host = document.implementation.createHTMLDocument('').createElement('div');
    host.innerHTML = html;
    return host;
  };

  it.each(XSS_VECTORS.filter((vector) => vector.from === 'wayhub').map((vector) => [vector.title!, vector.payload]))('finds: %s', (_title, payload) => {
    expect(unsafeMarkup(parsed(payload))).not.toEqual([]);
  });

  it('finds something in most of the DOMPurify payloads as they stand (the rest rely on a sanitiser mangling them)', () => {
    const dompurify = XSS_VECTORS.filter((vector) => vector.from === 'dompurify');
    const flagged = dompurify.filter((vector) => unsafeMarkup(parsed(vector.payload)).length > 0);
    expect(dompurify.length).toBeGreaterThanOrEqual(100);
    expect(flagged.length / dompurify.length).toBeGreaterThan(0.75);
  });

  it('passes what partner content legitimately holds', () => {
    const html =
      '<h2 title="t">Title</h2><p>Text <a href="https://x.test/a" target="_blank" rel="noopener noreferrer">x</a> <a href="/en/page/a">a</a> ' +
      '<a href="#top">top</a> <a href="mailto:a@b.test">mail</a></p><img src="https://cdn.test/a.jpg" alt=""><img src="data:image/png;base64,iVBO" alt="">';
    expect(unsafeMarkup(parsed(html))).toEqual([]);
  });

  it('searches template contents', () => {
    expect(unsafeMarkup(parsed('<template><img src=x onerror=alert(1)></template>'))).toEqual(['event handler onerror on <img>']);
  });
});
