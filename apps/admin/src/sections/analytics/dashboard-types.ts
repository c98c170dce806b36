import type { AdminOutputs } from "@eb/api/admin-types";

/** What `analytics.dashboard` answers (packages/api/src/analytics/dashboard/build-dashboard.ts). */
export type Dashboard = AdminOutputs["analytics"]["dashboard"];
export type BookmakerPerformance = Dashboard["bookmakers"]["performance"][number];
export type PageStat = Dashboard["content"]["pages"][number];
export type CountryStat = Dashboard["countries"][number];
export type SmartAlerts = AdminOutputs["analytics"]["alerts"];
export type SmartAlert = SmartAlerts["alerts"][number];
