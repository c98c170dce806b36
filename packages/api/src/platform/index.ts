export { router, publicProcedure, createCallerFactory } from "./trpc/public";
export { authProcedure, createAdminRouter, createAdminCallerFactory, adminMiddleware, type AdminRequestContext } from "./trpc/admin";
export { audited, AUDITED, type AuditDetails, type AuditNote, type AuditedTag } from "./audit/audited";
