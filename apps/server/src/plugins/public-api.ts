import type { FastifyInstance } from "fastify";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { publicRouter, sharedCaching, type PublicRouter } from "@eb/api";
import { createRequestContext, locatableRequest, type ContextDeps } from "../context";

export type PublicApiOptions = ContextDeps & { geo?: { countryHeader: string | null; regionHeader: string | null; ipLookup: boolean } };

/** Read-only API for the visitor site at /api/public. */
export async function publicApiPlugin(app: FastifyInstance, deps: PublicApiOptions) {
  // Bookmaker lists and odds depend on where the visitor is: a CDN must key answers as pages are keyed.
  const geo = deps.geo;
  if (geo && (geo.countryHeader || geo.ipLookup)) {
    app.addHook("onSend", async (req, reply) => {
      const located = deps.locateVisitor?.(locatableRequest(req)) ?? { code: "unknown", from: "none" as const };
      const caching = sharedCaching(located, geo);
      if (caching.vary.length > 0) reply.header("vary", caching.vary.join(", "));
      if (!caching.shared && !reply.hasHeader("cache-control")) reply.header("cache-control", "private, max-age=0");
    });
  }
  await app.register(fastifyTRPCPlugin, {
    prefix: "/api/public",
    trpcOptions: {
      router: publicRouter,
      maxBatchSize: 10,
      createContext: ({ req, res }) => createRequestContext(deps, req, res),
    } satisfies FastifyTRPCPluginOptions<PublicRouter>["trpcOptions"],
  });
}
