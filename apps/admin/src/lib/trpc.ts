import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink, TRPCClientError } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AdminRouter } from "@eb/api/admin-types";
import { errorCodeOf } from "@eb/api/contracts";

export const { TRPCProvider, useTRPC } = createTRPCContext<AdminRouter>();

/**
 * Queries and mutations go batched, with the header the server requires of admin mutations (CSRF
 * defence). Subscriptions (live sync progress) are server-sent events on GET, which carry the
 * session cookie and reconnect by themselves, sending the last event id back.
 */
export function createAdminClient() {
  return createTRPCClient<AdminRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({ url: "/api/admin" }),
        false: httpBatchLink({ url: "/api/admin", headers: { "x-eb-admin": "1" }, maxItems: 10 }),
      }),
    ],
  });
}

/**
 * The server's message for a domain error (the spec's texts); the fallback for anything internal or
 * unknown. A refused input is answered by its first field's message alone: the server's summary
 * ("Invalid input: content.name: ...") names the schema's path, which means nothing to an admin.
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof TRPCClientError)) return fallback;
  const code = errorCodeOf(err);
  if (code === "invalid_input") {
    const issue = (err.data as { issues?: { message?: unknown }[] } | undefined)?.issues?.[0];
    if (typeof issue?.message === "string" && issue.message !== "") return issue.message;
  }
  return code && code !== "internal" && err.message ? err.message : fallback;
}
