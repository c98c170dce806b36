// operations/: the Manual Data Operations screen (queue a full sync or a cleanup, live progress,
// the sync status grid). The queue itself is jobs/'.

export { operationsAdminRouter } from "./admin-router";
