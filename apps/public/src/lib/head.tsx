import { createContext, useContext, useEffect, type ReactNode } from "react";
import { SITE_NAME } from "./site";

export type PageHeadProps = {
  title: string;
  description: string;
  keywords?: string;
  /** Path and query for the canonical URL; defaults to the current location. */
  canonicalPath?: string;
  noindex?: boolean;
  /** A paged list's neighbours (path and query): rel="prev" and rel="next" links. */
  prevPath?: string;
  nextPath?: string;
  image?: string;
  /**
   * Structured data, built only when the server renders the page: it is for crawlers reading the
   * HTML, and a list page's 100 events rebuilt and re-inserted on every client render cost
   * main-thread time on the hydration path (see applyHead).
   */
  jsonLd?: () => Array<object | null>;
  /**
   * The page lives at `canonicalPath` only: the server answers a request for it at any other path
   * (a wrong or missing slug, another case) with a 301 there (match and team pages).
   */
  redirectToCanonical?: boolean;
  /** HTTP status the server answers with (404 for not-found content). */
  status?: number;
};

export type HeadCollector = { head: PageHeadProps | null; siteUrl: string; path: string };

/** Where a page's head goes while rendering on the server; none in the browser. */
const HeadContext = createContext<((head: PageHeadProps) => void) | null>(null);

function collectHead(collector: HeadCollector, head: PageHeadProps) {
  collector.head = head;
}

const SiteUrlContext = createContext<{ siteUrl: string; path: () => string }>({ siteUrl: "", path: () => "/" });

export function HeadCollectorProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return (
    <HeadContext.Provider value={(head) => collectHead(collector, head)}>
      <SiteUrlContext.Provider value={{ siteUrl: collector.siteUrl, path: () => collector.path }}>{children}</SiteUrlContext.Provider>
    </HeadContext.Provider>
  );
}

export function SiteUrlProvider({ siteUrl, children }: { siteUrl: string; children: ReactNode }) {
  return <SiteUrlContext.Provider value={{ siteUrl, path: () => window.location.pathname + window.location.search }}>{children}</SiteUrlContext.Provider>;
}

/** Spec: the title is suffixed with the site name unless it already contains it. */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export const DEFAULT_OG_IMAGE = "/og-default.png";

export type HeadTag = { tag: "title" | "meta" | "link" | "script"; attrs: Record<string, string>; text?: string };

/** Every tag a page puts in <head>, as data: rendered to HTML on the server, applied to the DOM in the browser. */
export function headTags(head: PageHeadProps, siteUrl: string, currentPath: string): HeadTag[] {
  const title = fullTitle(head.title);
  const canonical = siteUrl + (head.canonicalPath ?? currentPath);
  const image = (head.image ?? DEFAULT_OG_IMAGE).startsWith("http") ? head.image! : siteUrl + (head.image ?? DEFAULT_OG_IMAGE);
  const tags: HeadTag[] = [
    { tag: "title", attrs: {}, text: title },
    { tag: "meta", attrs: { name: "description", content: head.description } },
    { tag: "meta", attrs: { name: "robots", content: head.noindex ? "noindex, nofollow" : "index, follow" } },
    { tag: "link", attrs: { rel: "canonical", href: canonical } },
    { tag: "meta", attrs: { property: "og:type", content: "website" } },
    { tag: "meta", attrs: { property: "og:site_name", content: SITE_NAME } },
    { tag: "meta", attrs: { property: "og:title", content: title } },
    { tag: "meta", attrs: { property: "og:description", content: head.description } },
    { tag: "meta", attrs: { property: "og:url", content: canonical } },
    { tag: "meta", attrs: { property: "og:image", content: image } },
    { tag: "meta", attrs: { name: "twitter:card", content: "summary_large_image" } },
    { tag: "meta", attrs: { name: "twitter:title", content: title } },
    { tag: "meta", attrs: { name: "twitter:description", content: head.description } },
    { tag: "meta", attrs: { name: "twitter:image", content: image } },
  ];
  if (head.prevPath) tags.push({ tag: "link", attrs: { rel: "prev", href: siteUrl + head.prevPath } });
  if (head.nextPath) tags.push({ tag: "link", attrs: { rel: "next", href: siteUrl + head.nextPath } });
  if (head.keywords) tags.push({ tag: "meta", attrs: { name: "keywords", content: head.keywords } });
  for (const data of head.jsonLd?.() ?? []) if (data) tags.push({ tag: "script", attrs: { type: "application/ld+json" }, text: JSON.stringify(data) });
  return tags;
}

/** The URL the server rendered: its JSON-LD stays in <head> while the visitor is still on it. */
const serverRenderedPath = typeof window === "undefined" ? "" : window.location.pathname + window.location.search;

function applyHead(tags: HeadTag[], currentPath: string) {
  const keepJsonLd = currentPath === serverRenderedPath;
  document.head.querySelectorAll("[data-page-head]").forEach((el) => {
    // Another URL's structured data would describe the wrong page; the client never rebuilds it.
    if (!(keepJsonLd && el.getAttribute("type") === "application/ld+json")) el.remove();
  });
  for (const t of tags) {
    if (t.tag === "title") {
      document.title = t.text ?? "";
      continue;
    }
    const el = document.createElement(t.tag);
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    if (t.text) el.textContent = t.text;
    el.setAttribute("data-page-head", "");
    document.head.appendChild(el);
  }
}

/** Declares the page's head. Collected during server rendering; applied to the document in the browser. */
export function PageHead(props: PageHeadProps) {
  const collect = useContext(HeadContext);
  const site = useContext(SiteUrlContext);
  collect?.(props);
  // The tags as a string: the effect re-applies them only when what lands in <head> changes,
  // not on every render that passes equal props in a new object. Without the JSON-LD (server only).
  const path = collect ? "" : site.path();
  const tags = collect ? "" : JSON.stringify(headTags({ ...props, jsonLd: undefined }, site.siteUrl, path));
  useEffect(() => {
    if (tags) applyHead(JSON.parse(tags) as HeadTag[], path);
  }, [tags, path]);
  return null;
}

/** The public site origin, for absolute URLs in structured data. */
export function useSiteUrl(): string {
  return useContext(SiteUrlContext).siteUrl;
}
