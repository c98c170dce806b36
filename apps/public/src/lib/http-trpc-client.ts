import { createTRPCClient } from "@trpc/client";
import { httpBatchLink } from "@trpc/client/links/httpBatchLink";
import type { PublicRouter } from "@eb/api";
import type { PublicClient } from "./trpc";

/** The browser's tRPC client over HTTP (batched). Loaded on the first call: see lazy-trpc-client.ts. */
export function createHttpTrpcClient(): PublicClient {
  return createTRPCClient<PublicRouter>({ links: [httpBatchLink({ url: "/api/public", maxItems: 10 })] });
}
