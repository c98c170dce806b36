// fastify is a dependency of apps/server only; until it is a root devDependency the fake
// provider loads that copy by path (one line to change to `from "fastify"`).
export { default as Fastify } from "../../apps/server/node_modules/fastify/fastify.js";
export type { FastifyInstance, FastifyReply } from "../../apps/server/node_modules/fastify/fastify.js";
