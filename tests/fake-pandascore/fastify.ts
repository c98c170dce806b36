export { default as Fastify } from "fastify";
export type { FastifyReply } from "fastify";
