// sitemap/: /sitemap.xml and /robots.txt, from the public pages' data.

export { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";
export { loadSitemapData } from "./sitemap-data";
