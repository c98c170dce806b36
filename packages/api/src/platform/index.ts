export { router, publicProcedure, createCallerFactory } from "./public";
export { authProcedure, createAdminRouter, createAdminCallerFactory, adminMiddleware, type AdminRequestContext } from "./admin";
export { audited, AUDITED, type AuditDetails, type AuditNote, type AuditedTag } from "./audited";
