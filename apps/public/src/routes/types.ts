import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { PublicClient } from "../lib/trpc";

export type Trpc = PublicClient;
export type RouteParams = Record<string, string | undefined>;

export type LoadArgs = { trpc: Trpc; queryClient: QueryClient; params: RouteParams; search: URLSearchParams };

/**
 * A public page. `load` prefetches on the server exactly the queries the component reads
 * (same query options), so the HTML carries the data and the browser does not fetch it again.
 */
export type AppRoute = {
  path: string;
  component: ComponentType<{ params: RouteParams }>;
  load?: (args: LoadArgs) => Promise<unknown>;
  /**
   * The canonical query string of the parameters the page reads (none when absent). The server
   * renders and caches the page for that query only, so other parameters (`?cb=123`) cannot make
   * it render again.
   */
  search?: (search: URLSearchParams) => string;
  /**
   * The path the page is rendered and cached under, from its params (null: the not-found page), for
   * a page whose URL carries words it does not read (the match and team slugs): every spelling of
   * it shares one render, and the server redirects to the path the page declares canonical.
   */
  renderPath?: (params: RouteParams) => string | null;
};
