/**
 * The site's favicon and its head and footer scripts (spec 001 §3 general_settings.favicon_icon, script_settings).
 * Scripts are HTML snippets a partner pastes (analytics, chat widgets): each <script> is re-created with
 * createElement so the browser runs it (scripts inserted through innerHTML never run). Each snippet is injected once
 * per site and removed when the storefront unmounts.
 */
import { useEffect } from 'react';

const INJECTED_ATTR = 'data-wh-site-script';
/** Snippets currently in the document, so a second mount (another gate, StrictMode) does not run them twice. */
const active = new Map<string, { count: number; nodes: Node[] }>();

/** Real nodes for an HTML snippet; scripts re-created so they execute when inserted. */
export function nodesFromSnippet(html: string, doc: Document = document): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.childNodes).flatMap((node): Node[] => {
    if (node.nodeType === 3) return node.textContent?.trim() ? [doc.createTextNode(node.textContent)] : [];
    if (node.nodeType !== 1) return [];
    const element = node as Element;
    if (element.tagName.toLowerCase() !== 'script') return [doc.importNode(element, true)];
    const script = doc.createElement('script');
    for (const attr of Array.from(element.attributes)) script.setAttribute(attr.name, attr.value);
    script.text = element.textContent ?? '';
    return [script];
  });
}

function inject(key: string, html: string, parent: HTMLElement): () => void {
  const existing = active.get(key);
  if (existing) {
    existing.count += 1;
  } else {
    const nodes = nodesFromSnippet(html);
    for (const node of nodes) {
      if (node instanceof Element) node.setAttribute(INJECTED_ATTR, key);
      parent.appendChild(node);
    }
    active.set(key, { count: 1, nodes });
  }
  return () => {
    const entry = active.get(key);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count > 0) return;
    active.delete(key);
    for (const node of entry.nodes) node.parentNode?.removeChild(node);
  };
}

export function useSiteScripts(siteId: number, headScripts: string, footerScripts: string): void {
  useEffect(() => {
    const cleanups: (() => void)[] = [];
    if (headScripts.trim()) cleanups.push(inject(`${siteId}:head`, headScripts, document.head));
    if (footerScripts.trim()) cleanups.push(inject(`${siteId}:footer`, footerScripts, document.body));
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [siteId, headScripts, footerScripts]);
}

/** Points the page's icon at the site's favicon while the storefront is mounted; restores the previous one after. */
export function useFavicon(href: string | null | undefined): void {
  useEffect(() => {
    if (!href) return undefined;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    const created = !link;
    const previous = link?.getAttribute('href') ?? null;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href;
    const own = link;
    return () => {
      if (created) own.remove();
      else if (previous !== null) own.setAttribute('href', previous);
    };
  }, [href]);
}
