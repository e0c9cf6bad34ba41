/**
 * Inert HTML documents for the sanitiser: the browser's own DOMParser. The server build of mfe-site (ADR 0034)
 * resolves `html-documents.server.ts` instead, which has no browser to ask.
 */
export interface HtmlDocuments {
  parse(html: string): Document;
  createDocument(): Document;
}

export function htmlDocuments(): HtmlDocuments {
  return {
    parse: (html) => new DOMParser().parseFromString(html, 'text/html'),
    createDocument: () => document.implementation.createHTMLDocument(''),
  };
}
