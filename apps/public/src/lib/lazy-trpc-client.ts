import type { PublicClient } from "./trpc";

/** A call's options, as tRPC's client takes them: `{ signal }` cancels the request. */
type CallOptions = { signal?: AbortSignal } | undefined;
type Procedure = { query?: (input?: unknown, opts?: CallOptions) => Promise<unknown>; mutate?: (input?: unknown, opts?: CallOptions) => Promise<unknown> };

/**
 * A tRPC client whose code loads on its first call. A server-rendered page hydrates from the data
 * in its HTML, so most visits never call the API while the page loads, and tRPC's client (links,
 * observables, error shapes: ~9 KB gzip) would only weigh on the home page's 100 KB budget. The
 * calls keep tRPC's own shape (`client.matches.upcoming.query(input)`), so nothing else changes:
 * the path is collected by a proxy and replayed on the real client once it has loaded.
 */
export function lazyTrpcClient(load: () => Promise<PublicClient>): PublicClient {
  let client: Promise<PublicClient> | undefined;
  const call = async (path: string[], method: "query" | "mutate", input: unknown, opts: CallOptions) => {
    client ??= load();
    let target: unknown = await client;
    for (const key of path) target = (target as Record<string, unknown>)[key];
    const procedure = target as Procedure;
    // The options too: the search field's stale suggestion requests are cancelled through their signal.
    return procedure[method]!(input, opts);
  };
  const node = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => {
        if (typeof key !== "string") return undefined;
        if (key === "query" || key === "mutate") return (input?: unknown, opts?: CallOptions) => call(path, key, input, opts);
        return node([...path, key]);
      },
    });
  return node([]) as PublicClient;
}
