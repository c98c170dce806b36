import type { FastifyInstance } from "fastify";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { publicRouter, type PublicRouter } from "@eb/api";
import { createRequestContext, type ContextDeps } from "../context";

/** Read-only API for the visitor site at /api/public. */
export async function publicApiPlugin(app: FastifyInstance, deps: ContextDeps) {
  await app.register(fastifyTRPCPlugin, {
    prefix: "/api/public",
    trpcOptions: {
      router: publicRouter,
      maxBatchSize: 10,
      createContext: ({ req, res }) => createRequestContext(deps, req, res),
    } satisfies FastifyTRPCPluginOptions<PublicRouter>["trpcOptions"],
  });
}
