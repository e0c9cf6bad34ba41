/**
 * The sanitiser's documents in a server render (ADR 0034): linkedom's DOMParser, which, like the browser's, builds
 * an inert document (it runs no script and loads nothing). Only the server build resolves this file.
 */
import { DOMParser } from 'linkedom';
import type { HtmlDocuments } from './html-documents';

export function htmlDocuments(): HtmlDocuments {
  const parser = new DOMParser();
  return {
    parse: (html) => parser.parseFromString(html, 'text/html') as unknown as Document,
    createDocument: () => parser.parseFromString('<!doctype html><html><head></head><body></body></html>', 'text/html') as unknown as Document,
  };
}
