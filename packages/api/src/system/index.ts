// system/: the Settings tab's system card (site features, stored data, jobs).

export { systemAdminRouter } from "./admin-router";
