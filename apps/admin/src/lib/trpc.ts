import { createTRPCClient, httpBatchLink, httpSubscriptionLink, retryLink, splitLink, TRPCClientError } from "@trpc/client";
import { SECOND_MS } from "@eb/api/shared";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AdminRouter } from "@eb/api/admin-types";
import { errorCodeOf } from "@eb/api/contracts";

export const { TRPCProvider, useTRPC } = createTRPCContext<AdminRouter>();

/**
 * Queries and mutations go batched, with the header the server requires of admin mutations (CSRF
 * defence). Subscriptions (live sync progress) are server-sent events on GET, which carry the
 * session cookie and reconnect by themselves, sending the last event id back.
 *
 * The browser gives a stream up for good when a reconnect is answered with anything but a stream:
 * an instance that is shutting down answers 503 on a connection still open to it. Such a failure
 * (no tRPC error from the server: a transport one) opens the stream again after a growing pause,
 * from the last event id; an error the server sent (signed out, forbidden) is final.
 */
/** 1, 2, 4 ... seconds, at most 30: the attempts count on over the tab's life (retryLink never resets them). */
const reconnectDelayMs = (attempt: number) => Math.min(SECOND_MS * 2 ** Math.min(attempt - 1, 5), 30 * SECOND_MS);

export function createAdminClient() {
  return createTRPCClient<AdminRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: [retryLink({ retry: ({ error }) => !error.data, retryDelayMs: reconnectDelayMs }), httpSubscriptionLink({ url: "/api/admin" })],
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
