/**
 * The site's own schema.org nodes (pure): Organization, WebSite with its search, WebPage.
 * Kept apart from the content builders so the home page loads only these.
 */
import { SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM } from "../shared";

const CONTEXT = "https://schema.org";
type Ld = Record<string, unknown>;
type Site = { url: string; name: string };

/** Node ids: a page may reference a node by its id only when that page also declares the node. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;
const websiteId = (siteUrl: string) => `${siteUrl}/#website`;

/** The sharing image (1200x630) pages and events fall back to. */
export const DEFAULT_IMAGE_PATH = "/og-default.png";
/** The square logo (512x512, public/logo.png, made from the favicon by scripts/logo.mjs). */
export const LOGO = { path: "/logo.png", size: 512 };

/** The site's one Organization node; every other mention of the site references its @id. */
export function organizationLd(site: Site): Ld {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": organizationId(site.url),
    name: site.name,
    url: `${site.url}/`,
    logo: { "@type": "ImageObject", url: `${site.url}${LOGO.path}`, width: LOGO.size, height: LOGO.size },
  };
}

/**
 * WebSite with a SearchAction to the site search's results page (/search?q=, issue 24: teams,
 * tournaments and matches). Its publisher is referenced by id: put organizationLd on the same page.
 */
export function webSiteLd(site: Site): Ld {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": websiteId(site.url),
    name: site.name,
    url: `${site.url}/`,
    publisher: { "@id": organizationId(site.url) },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${site.url}${SEARCH_PAGE_PATH}?${SEARCH_QUERY_PARAM}={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A plain WebPage with its last change (legal pages), part of the site's WebSite node (declared here, same id as the home page's). */
export function webPageLd(site: Site, page: { name: string; path: string; description: string; dateModified: string }): Ld {
  return {
    "@context": CONTEXT,
    "@type": "WebPage",
    name: page.name,
    url: site.url + page.path,
    description: page.description,
    dateModified: page.dateModified,
    isPartOf: { "@type": "WebSite", "@id": websiteId(site.url), name: site.name, url: `${site.url}/` },
  };
}
