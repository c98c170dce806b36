// security/: the Security tab (audit log, security events, status) and the security log's
// retention. Writing audit rows and security events is the platform's (platform/audit).

export { securityAdminRouter } from "./admin-router";
export { recordDashboardView } from "./dashboard-views";
export { AUDIT_LOG_RETENTION_DAYS, pruneSecurityLog, SECURITY_EVENT_RETENTION_DAYS } from "./retention";
