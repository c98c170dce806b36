export { default as Fastify } from "fastify";
export type { FastifyInstance, FastifyReply } from "fastify";
