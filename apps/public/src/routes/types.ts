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
};
