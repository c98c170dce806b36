/** Browser-safe SEO helpers (no server imports): the public app imports them from "@eb/api/seo". */
export * from "./json-ld";
export * from "./site-ld";
export * from "./event-ld";
export * from "./team-ld";
