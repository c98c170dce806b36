// debug/: the Debug Tools tab (provider usage, API calls, the odds feed, data statistics).

export { debugAdminRouter } from "./admin-router";
