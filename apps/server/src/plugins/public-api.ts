import type { FastifyInstance } from "fastify";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { errorBody, publicRouter, searchAnswerCacheControl, sharedCaching, tooManySearches, type PublicRouter } from "@eb/api";
import { createRequestContext, locatableRequest, type ContextDeps } from "../context";

export type PublicApiOptions = ContextDeps & { geo?: { countryHeader: string | null; regionHeader: string | null; ipLookup: boolean } };

const isFetchResponse = (payload: unknown): payload is Response => Object.prototype.toString.call(payload) === "[object Response]";

const PREFIX = "/api/public";

/** The procedure paths a tRPC request names (`/api/public/a.b,c.d?batch=1`). */
function procedurePaths(url: string): string[] {
  const raw = url.slice(PREFIX.length + 1).split("?")[0] ?? "";
  try {
    return decodeURIComponent(raw).split(",");
  } catch {
    return raw.split(",");
  }
}

/** Read-only API for the visitor site at /api/public. */
export async function publicApiPlugin(app: FastifyInstance, deps: PublicApiOptions) {
  // A batch may hold one search: ten in one request would be ten searches for one rate check's worth of effort.
  app.addHook("onRequest", async (req, reply) => {
    if (tooManySearches(procedurePaths(req.url))) return reply.code(400).send(errorBody("invalid_input", "One search per request."));
  });
  // Bookmaker lists and odds depend on where the visitor is: a CDN must key answers as pages are keyed.
  const geo = deps.geo;
  if (geo && (geo.countryHeader || geo.ipLookup)) {
    app.addHook("onSend", async (req, reply, payload) => {
      const located = deps.locateVisitor?.(locatableRequest(req)) ?? { code: "unknown", from: "none" as const };
      const caching = sharedCaching(located, geo);
      // tRPC answers with a fetch Response, whose own headers (its Vary among them) Fastify copies over
      // the reply's after this hook: ours go on the Response too, added to its Vary, never replacing it.
      const response = isFetchResponse(payload) ? payload : null;
      if (caching.vary.length > 0) {
        const vary = [response?.headers.get("vary") ?? reply.getHeader("vary"), ...caching.vary].filter(Boolean).join(", ");
        reply.header("vary", vary);
        response?.headers.set("vary", vary);
      }
      if (!caching.shared && !reply.hasHeader("cache-control") && !response?.headers.has("cache-control")) reply.header("cache-control", "private, max-age=0");
    });
  }
  await app.register(fastifyTRPCPlugin, {
    prefix: PREFIX,
    trpcOptions: {
      router: publicRouter,
      maxBatchSize: 10,
      createContext: ({ req, res }) => createRequestContext(deps, req, res),
      // A search answer is the same for every visitor: a CDN may keep it a few seconds (the hook above leaves it be).
      responseMeta: ({ info, type, errors, eagerGeneration }) => {
        const paths = info?.calls.map((c) => c.path) ?? [];
        const cacheControl = searchAnswerCacheControl({ paths, type, failed: errors.length > 0, headersFirst: eagerGeneration });
        return cacheControl ? { headers: { "cache-control": cacheControl } } : {};
      },
    } satisfies FastifyTRPCPluginOptions<PublicRouter>["trpcOptions"],
  });
}
