/**
 * The browser-safe contract of the admin API: zod inputs shared by the admin forms and the
 * procedures' `.input()`, and the error codes. Nothing here may import server code (only zod and
 * types), nor the admin router: the procedures' inferred input and output types are
 * @eb/api/admin-types (admin-types.ts), beside the router, so no domain imports them back.
 */

export * from "./errors";
export * from "./text";
export * from "./db-id";
export * from "./auth";
export * from "./mfa";
export * from "./security";
export * from "./bookmakers";
export * from "./affiliate-programmes";
export * from "./postback-deliveries";
export * from "./bookmaker-visibility";
export * from "./teams";
export * from "./audit-log";
export * from "./operations";
export * from "./live";
export * from "./accounts";
export * from "./debug";
export * from "./odds-feeds";
export * from "./analytics";
export * from "./dashboard-views";
export * from "./experiments";
export * from "./analytics-dashboard";
export * from "./system";
export * from "./jurisdictions";
export * from "./report-import";
export * from "./revenue-figures";
export * from "./output";
