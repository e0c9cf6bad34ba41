/**
 * A public XSS corpus (xss-vectors.json: its source and licence are in the file) and an independent check of a
 * sanitiser's output, so the API's and the storefront's sanitisers are held to one standard. The check reads a
 * parsed DOM (jsdom in the tests), because that is what the browser acts on, not the sanitiser's string.
 */
import corpus from './xss-vectors.json';

export interface XssVector {
  from: 'dompurify' | 'wayhub';
  title?: string;
  payload: string;
}

export const XSS_VECTORS = corpus.vectors as readonly XssVector[];

/** Elements that run script, load a document or a stylesheet, or move the page elsewhere. */
const ACTIVE_ELEMENTS = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'form', 'portal']);

/** Attributes a browser fetches or navigates to (srcset holds several). */
const URL_ATTRIBUTES = new Set([
  'href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'cite', 'data', 'codebase',
  'longdesc', 'lowsrc', 'dynsrc', 'ping', 'manifest', 'icon', 'profile', 'usemap', 'classid', 'archive', 'srcdoc',
]);

/** Raster images inline: an <img> never runs script from them. */
const INLINE_RASTER = /^data:image\/(?:png|gif|jpe?g|webp|avif)[;,]/i;

/** What a browser ignores inside a URL (controls, whitespace, zero-width), and `\` it reads as `/`. */
function compactUrl(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
  return value.replace(/[\u0000-\u0020\u007f-\u009f\s\u200b\u180e\ufeff]/g, '').replace(/\\/g, '/');
}

function urlFinding(tag: string, attribute: string, raw: string): string | undefined {
  const candidates = attribute === 'srcset' ? raw.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : [raw];
  for (const candidate of candidates) {
    const url = compactUrl(candidate);
    if (url.startsWith('//')) return `protocol-relative URL in <${tag} ${attribute}="${raw}">`;
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
    if (scheme === 'data' && tag === 'img' && attribute === 'src' && INLINE_RASTER.test(url)) continue;
    if (scheme && ['javascript', 'vbscript', 'livescript', 'mocha', 'data'].includes(scheme)) return `${scheme}: URL in <${tag} ${attribute}="${raw}">`;
  }
  return undefined;
}

/**
 * Everything in `root` (an element or a document, parsed from a sanitiser's output) that could run script or
 * load from elsewhere: empty means inert. Template contents are searched too.
 */
export function unsafeMarkup(root: ParentNode): string[] {
  const findings: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName.toLowerCase();
    if (ACTIVE_ELEMENTS.has(tag)) findings.push(`<${tag}> element`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) findings.push(`event handler ${name} on <${tag}>`);
      else if (name === 'style' && /url\(|expression\(|behavior|binding|javascript:|@import/i.test(compactUrl(attribute.value))) {
        findings.push(`style loading or running something on <${tag}>: ${attribute.value}`);
      } else if (URL_ATTRIBUTES.has(name)) {
        const finding = name === 'srcdoc' ? `srcdoc on <${tag}>` : urlFinding(tag, name, attribute.value);
        if (finding) findings.push(finding);
      }
    }
    if (tag === 'template') findings.push(...unsafeMarkup((element as HTMLTemplateElement).content));
  }
  return findings;
}
