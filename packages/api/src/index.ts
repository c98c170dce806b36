export { publicRouter, type PublicRouter } from "./public-router";
export type { ApiContext, CookieOptions, Log } from "./context";
export { createCallerFactory } from "./trpc";
export { DomainError } from "./errors";
export { tournamentsForSitemap } from "./esports/tournaments";
