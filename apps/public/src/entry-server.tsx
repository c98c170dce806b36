import { renderToString } from "react-dom/server";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { Router } from "wouter";
import type { PublicRouter } from "@eb/api";
import type { ExperimentAssignment } from "@eb/api/shared";
import { Root } from "./root";
import { findRoute, splitRequestUrl } from "./routes/render-url";
import { HeadCollectorProvider, headTags, type HeadCollector, type HeadTag } from "./lib/head";
import { BOOT_ELEMENT_ID, serializeBoot } from "./lib/boot";
import { isLazyPage } from "./lib/lazy-page";
import { queries } from "./routes/queries";

export { renderUrl } from "./routes/render-url";

export type RenderResult = {
  status: number;
  head: string;
  html: string;
  state: string;
  /**
   * The one path this page answers at (match and team pages): the server redirects (301) a request
   * for it at any other path there. Part of the page, not of the request, so it is safe to cache.
   */
  canonicalPath?: string;
};

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function renderTag(t: HeadTag): string {
  const attrs = Object.entries({ ...t.attrs, "data-page-head": "" })
    .map(([k, v]) => (v === "" ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
    .join("");
  if (t.tag === "title") return `<title>${escapeHtml(t.text ?? "")}</title>`;
  // Only JSON-LD data blocks come here: never executed, so they need no nonce (see the server's CSP).
  if (t.tag === "script") return `<script${attrs}>${(t.text ?? "").replace(/</g, "\\u003c")}</script>`;
  return `<${t.tag}${attrs}>`;
}

/** Server render of one public URL: prefetch the route's data, render, collect head and status. */
export type RenderOptions = {
  trpcClient: TRPCClient<PublicRouter>;
  siteUrl: string;
  now: Date;
  analytics: boolean;
  /** The esports data is invented demo data: every page says so. */
  demoEsports?: boolean;
  /** The demo's place for a visitor it could not place (DEMO_VISITOR_PLACE), by name: every page says so. */
  demoVisitorPlace?: string | null;
  /** The visitor's A/B variants; the server caches the page per variant combination. */
  experiments?: ExperimentAssignment[];
};

export async function render(url: string, opts: RenderOptions): Promise<RenderResult> {
  const { pathname, search } = splitRequestUrl(url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const trpc = opts.trpcClient;
  const found = findRoute(pathname);
  await Promise.all([
    // Every page's footer (and any offer on it) shows the rules of the visitor's place: always in the HTML.
    queryClient.prefetchQuery(queries.jurisdiction(trpc)),
    found?.route.load?.({ trpc, queryClient, params: found.params, search: new URLSearchParams(search) }),
    found && isLazyPage(found.route.component) ? found.route.component.preload() : undefined,
  ]);
  const collector: HeadCollector = { head: null, siteUrl: opts.siteUrl, path: pathname + search };
  const renderedAt = opts.now.toISOString();
  const html = renderToString(
    <HeadCollectorProvider collector={collector}>
      <Root
        queryClient={queryClient}
        trpcClient={opts.trpcClient}
        renderedAt={renderedAt}
        analytics={opts.analytics}
        demoEsports={opts.demoEsports ?? false}
        demoVisitorPlace={opts.demoVisitorPlace ?? null}
        experiments={opts.experiments ?? []}
        router={(children) => (
          <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, "")}>
            {children}
          </Router>
        )}
      />
    </HeadCollectorProvider>,
  );
  const head = collector.head ?? { title: "EsportsBetHub", description: "" };
  const state = serializeBoot({
    siteUrl: opts.siteUrl,
    renderedAt,
    analytics: opts.analytics,
    demoEsports: opts.demoEsports ?? false,
    demoVisitorPlace: opts.demoVisitorPlace ?? null,
    dehydrated: dehydrate(queryClient),
    experiments: opts.experiments ?? [],
  });
  const canonicalPath = head.redirectToCanonical && head.canonicalPath && (head.status ?? 200) === 200 ? head.canonicalPath : undefined;
  return {
    ...(canonicalPath ? { canonicalPath } : {}),
    status: head.status ?? 200,
    head: headTags(head, opts.siteUrl, pathname + search)
      .map(renderTag)
      .join("\n    "),
    html,
    state: `<script id="${BOOT_ELEMENT_ID}" type="application/json">${state}</script>`,
  };
}
