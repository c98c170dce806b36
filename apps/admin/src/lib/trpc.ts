import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AdminRouter } from "@eb/api";
import { errorCodeOf } from "@eb/api/contracts";

export const { TRPCProvider, useTRPC } = createTRPCContext<AdminRouter>();

/** The server refuses admin mutations without this header (CSRF defence). */
export function createAdminClient() {
  return createTRPCClient<AdminRouter>({
    links: [httpBatchLink({ url: "/api/admin", headers: { "x-eb-admin": "1" }, maxItems: 10 })],
  });
}

/** The server's message for a domain error (the spec's texts); the fallback for anything internal or unknown. */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof TRPCClientError)) return fallback;
  const code = errorCodeOf(err);
  return code && code !== "internal" && err.message ? err.message : fallback;
}
