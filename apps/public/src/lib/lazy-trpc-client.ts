import type { PublicClient } from "./trpc";

type Procedure = { query?: (input?: unknown) => Promise<unknown>; mutate?: (input?: unknown) => Promise<unknown> };

/**
 * A tRPC client whose code loads on its first call. A server-rendered page hydrates from the data
 * in its HTML, so most visits never call the API while the page loads, and tRPC's client (links,
 * observables, error shapes: ~9 KB gzip) would only weigh on the home page's 100 KB budget. The
 * calls keep tRPC's own shape (`client.matches.upcoming.query(input)`), so nothing else changes:
 * the path is collected by a proxy and replayed on the real client once it has loaded.
 */
export function lazyTrpcClient(load: () => Promise<PublicClient>): PublicClient {
  let client: Promise<PublicClient> | undefined;
  const call = async (path: string[], method: "query" | "mutate", input: unknown) => {
    client ??= load();
    let target: unknown = await client;
    for (const key of path) target = (target as Record<string, unknown>)[key];
    const procedure = target as Procedure;
    return procedure[method]!(input);
  };
  const node = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => {
        if (typeof key !== "string") return undefined;
        if (key === "query" || key === "mutate") return (input?: unknown) => call(path, key, input);
        return node([...path, key]);
      },
    });
  return node([]) as PublicClient;
}
