// dashboard-views/: each admin's saved Analytics dashboard views.

export { dashboardViewsAdminRouter } from "./admin-router";
