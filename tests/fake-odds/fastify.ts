export { default as Fastify } from "fastify";
