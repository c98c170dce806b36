import { readFile } from "node:fs/promises";
import path from "node:path";

/** The statuses answered before routing (framework-errors.ts, url-length.ts) with a page of their own. */
export type EarlyErrorStatus = 400 | 414;

const PAGES: Record<EarlyErrorStatus, { title: string; heading: string; text: string }> = {
  400: { title: "Bad request", heading: "400", text: "This address is not valid. Check the link, or start again from the home page." },
  414: { title: "Address too long", heading: "414", text: "This address is too long for the site to read. Check the link, or start again from the home page." },
};

/** Paths whose callers are programs (the APIs, postbacks, beacons): they keep the JSON error body. */
export function wantsJsonError(url: string): boolean {
  return /^\/api(\/|$|\?|%)/i.test(url);
}

/**
 * The site's error page for a request the app could not route (a malformed escape, an over-long
 * URL): the public app's own document (its stylesheet, the not-found page's layout) without its
 * scripts, since nothing on it needs them and the app would route the unreadable URL again. Static
 * text only: nothing of the request appears on it.
 */
export function errorPageHtml(template: string, status: EarlyErrorStatus): string {
  const page = PAGES[status];
  const head = `<title>${page.title} | EsportsBetHub</title>\n    <meta name="robots" content="noindex" />`;
  const body =
    '<main class="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">' +
    `<h1 class="mb-4 text-6xl font-bold">${page.heading}</h1>` +
    `<p class="mb-2 text-xl">${page.title}</p>` +
    `<p class="mb-6 text-slate-400">${page.text}</p>` +
    '<a href="/" class="text-emerald-400 underline hover:text-emerald-300">Return to Home</a>' +
    "</main>";
  return template
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/gi, "")
    .replace("<!--app-head-->", head)
    .replace("<!--app-html-->", body)
    .replace("<!--app-state-->", "");
}

/** Both pages, built once from the public app's index.html; a plain page when the app is not built. */
export async function loadErrorPages(publicDistDir: string): Promise<Record<EarlyErrorStatus, string>> {
  const template = await readFile(path.join(publicDistDir, "client", "index.html"), "utf8").catch(
    () =>
      '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <!--app-head-->\n  </head>\n  <body>\n    <!--app-html-->\n  </body>\n</html>\n',
  );
  return { 400: errorPageHtml(template, 400), 414: errorPageHtml(template, 414) };
}
