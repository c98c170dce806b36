import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AdminRouter } from "@eb/api";

export const { TRPCProvider, useTRPC } = createTRPCContext<AdminRouter>();

/** The server refuses admin mutations without this header (CSRF defence). */
export function createAdminClient() {
  return createTRPCClient<AdminRouter>({
    links: [httpBatchLink({ url: "/api/admin", headers: { "x-eb-admin": "1" }, maxItems: 10 })],
  });
}

/** The server's message for domain errors; the fallback otherwise. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof TRPCClientError) {
    const code = (err.data as { code?: string } | undefined)?.code;
    if (code && code !== "INTERNAL_SERVER_ERROR" && err.message) return err.message;
  }
  return fallback;
}
