/**
 * A small allowlist HTML sanitiser for content a partner writes (rich-text sections, footer widgets, legal texts).
 * The API stores and returns that HTML; the storefront must never run script from it. The input is parsed into an
 * inert document (DOMParser runs no script and loads nothing), then rebuilt keeping only the tags and attributes
 * below; every URL must be http(s), mailto, tel, a path or an anchor. No dependency: DOMPurify would be 20 KB on
 * the home page's budget for the handful of tags content uses. The API sanitises the same HTML when it is
 * written (api/src/lib/sanitize-html.ts); this is the second line of defence.
 */

import { htmlDocuments } from './html-documents';

const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'h2', 'h3', 'h4',
  'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);
/** Elements dropped with everything inside them (the others keep their text when the tag is not allowed). */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'button']);
const GLOBAL_ATTRS = new Set(['title', 'lang', 'dir']);
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  ol: new Set(['start']),
};
const URL_ATTRS = new Set(['href', 'src']);
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
/** Inline raster images only: an SVG one is a document of its own. */
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif)[;,]/i;

function safeUrl(value: string): boolean {
  // Browsers skip controls and whitespace inside a scheme ("java\tscript:") and read `\` as `/`, so `/\host`
  // is protocol-relative too: another site, whatever the spelling.
  const compact = value.replace(/[\0-\x20\x7f-\x9f\s]/g, '').replace(/\\/g, '/');
  return !compact.startsWith('//') && (SAFE_SCHEME.test(compact) || !/^[^/?#]*:/.test(compact));
}

function cleanInto(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      cleanInto(element, target, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    for (const attr of Array.from(element.attributes)) {
      const name = attr.name.toLowerCase();
      if (!GLOBAL_ATTRS.has(name) && !TAG_ATTRS[tag]?.has(name)) continue;
      // Images may also be inline data (partners paste them; an <img> never runs script).
      const inlineImage = tag === 'img' && name === 'src' && INLINE_IMAGE.test(attr.value.trim());
      if (URL_ATTRS.has(name) && !inlineImage && !safeUrl(attr.value)) continue;
      copy.setAttribute(name, attr.value);
    }
    if (tag === 'a' && copy.getAttribute('target') === '_blank') copy.setAttribute('rel', 'noopener noreferrer');
    if (tag === 'img' && !copy.hasAttribute('alt')) copy.setAttribute('alt', '');
    cleanInto(element, copy, doc);
    target.appendChild(copy);
  }
}

/** The HTML with only allowlisted tags, attributes and URLs left; plain text comes back escaped. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const { parse, createDocument } = htmlDocuments();
  const parsed = parse(`<!doctype html><body>${html}`);
  const out = createDocument();
  const container = out.createElement('div');
  cleanInto(parsed.body, container, out);
  return container.innerHTML;
}
