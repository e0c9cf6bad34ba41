/**
 * The one policy for HTML a partner writes (rich-text sections, footer widgets, legal texts; script settings
 * later), applied where it enters the database. It allows what the storefront renders, the same allowlist as
 * mfe-site/src/lib/sanitize-html.ts, which filters again in the browser.
 */
import type { SectionType } from 'shared-contracts/catalogue';
import sanitize from 'sanitize-html';

const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'h2', 'h3', 'h4',
  'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];
/** Dropped with their text; other disallowed tags keep their text. */
const DROP_WITH_CONTENT = [
  'script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'form', 'textarea', 'select',
  'option', 'button', 'title', 'xmp', 'noembed', 'noframes', 'plaintext',
];

const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
/** Inline raster images only: an SVG one is a document of its own. */
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif)[;,]/i;

/**
 * http(s), mailto, tel, or a URL without a scheme that stays on the site. Browsers skip controls and whitespace
 * inside a scheme ("java\tscript:") and read `\` as `/`, so `/\host` is protocol-relative too.
 */
export function isSafeUrl(value: string, options: { inlineImage?: boolean } = {}): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f\s\u200b\u180e\ufeff]/g, '').replace(/\\/g, '/');
  if (options.inlineImage && INLINE_IMAGE.test(compact)) return true;
  return !compact.startsWith('//') && (SAFE_SCHEME.test(compact) || !/^[^/?#]*:/.test(compact));
}

function withoutUnsafeUrl(attribs: sanitize.Attributes, name: string, options: { inlineImage?: boolean } = {}): sanitize.Attributes {
  const value = attribs[name];
  if (value === undefined || isSafeUrl(value, options)) return attribs;
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

const POLICY: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
  },
  // sanitize-html's own scheme check runs too; isSafeUrl adds what it lets through (unicode spaces, raster-only data).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const cleaned = withoutUnsafeUrl(attribs, 'href');
      return { tagName, attribs: cleaned.target === '_blank' ? { ...cleaned, rel: 'noopener noreferrer' } : cleaned };
    },
    img: (tagName, attribs) => {
      const cleaned = withoutUnsafeUrl(attribs, 'src', { inlineImage: true });
      return { tagName, attribs: { ...cleaned, alt: cleaned.alt ?? '' } };
    },
  },
};

/** Partner HTML with only the allowlisted tags, attributes and URLs left; plain text comes back escaped. */
export function sanitizePartnerHtml(html: string): string {
  return html ? sanitize(html, POLICY) : '';
}

/** A section's stored texts: the rich-text section's `html` is HTML; every other field is rendered as text. */
export function sanitizeSectionText<T extends Record<string, unknown>>(type: SectionType, text: T): T {
  return type === 'rich_text' && typeof text.html === 'string' ? { ...text, html: sanitizePartnerHtml(text.html) } : text;
}

/** Footer widgets hold HTML or plain text; both are stored sanitised. */
export function sanitizeFooterSettings<T extends { widgets?: { title: string; content: string }[] }>(footer: T): T {
  if (!footer.widgets) return footer;
  return { ...footer, widgets: footer.widgets.map((widget) => ({ ...widget, content: sanitizePartnerHtml(widget.content) })) };
}

/**
 * A site's head and footer scripts (issue 15 §2): what analytics and tag managers ask a site to paste, and nothing
 * else. Scripts (inline, or loaded over https), their `noscript` fall-backs with a tracking pixel or frame, `meta` and
 * https `link` tags stay; any other markup is dropped. They run only on the site's own storefront pages, whose policy
 * allows them (lib/security.ts); the panel never renders them.
 */
const SCRIPT_POLICY: sanitize.IOptions = {
  allowedTags: ['script', 'noscript', 'meta', 'link', 'img', 'iframe'],
  allowVulnerableTags: true,
  allowedAttributes: {
    script: ['src', 'async', 'defer', 'type', 'id', 'crossorigin', 'integrity', 'referrerpolicy', 'data-*'],
    meta: ['name', 'property', 'content'],
    link: ['rel', 'href', 'as', 'crossorigin'],
    img: ['src', 'alt', 'width', 'height', 'style'],
    iframe: ['src', 'width', 'height', 'style', 'title'],
  },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['src', 'href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['style', 'template', 'object', 'embed', 'svg', 'math', 'form', 'textarea', 'title'],
  // sanitize-html keeps a script's text as it is (it is code, not markup); a `src` that is not https is removed.
  exclusiveFilter: (frame) => frame.tag === 'link' && !frame.attribs.href,
};

export function sanitizeSiteScripts(html: string): string {
  return html.trim() ? sanitize(html, SCRIPT_POLICY) : '';
}
