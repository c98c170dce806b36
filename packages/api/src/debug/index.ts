// debug/: the Debug Tools tab (provider usage, API calls, data statistics).

export { debugAdminRouter } from "./admin-router";
