// sitemap/: /sitemap.xml and /robots.txt, from the public pages' data.

export { robotsTxt, SITEMAP_MAX_URLS, sitemapEntries, sitemapFiles, sitemapIndexXml, sitemapXml } from "./sitemap";
export { loadSitemapData } from "./sitemap-data";
