/**
 * @eb/api/admin-types: the admin API's types for the back office (apps/admin): the router's type
 * for the tRPC client and each procedure's inferred input and output. Types only; the admin app
 * imports it with `import type`.
 *
 * It sits beside the router rather than in contracts/ because the router imports every domain and
 * every domain imports contracts: a contracts file that took the router's type would make one
 * import cycle of nearly the whole package. Nothing in packages/api imports this file.
 */
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AdminRouter } from "./admin-router";

export type { AdminRouter };
export type AdminInputs = inferRouterInputs<AdminRouter>;
export type AdminOutputs = inferRouterOutputs<AdminRouter>;
