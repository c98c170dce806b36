import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sql, type Db } from "@eb/db";
import { errorBody } from "@eb/api";
import type { BuildInfo } from "../build-info";
import type { ListenStatus } from "../listen-status";

declare module "fastify" {
  interface FastifyInstance {
    /** From the shutdown signal on, /readyz answers 503 while in-flight requests drain. */
    startDraining(): void;
  }
}

export type ReadinessOptions = { db: Db; build: BuildInfo; listenStatus: ListenStatus };

/**
 * GET /readyz: whether this instance should be sent traffic (load balancers, Kubernetes readiness),
 * apart from /healthz, which says whether the process is alive. 503 while draining after SIGTERM
 * (before Fastify's own 503s, which start only once closing), when the database does not answer, and
 * when a LISTEN connection is down: without it this instance's caches may go stale.
 */
export const readinessPlugin = fp(
  async (app: FastifyInstance, opts: ReadinessOptions) => {
    let draining = false;
    app.decorate("startDraining", () => {
      draining = true;
    });

    app.get("/readyz", async (req, reply) => {
      reply.header("cache-control", "no-store");
      let database: "ok" | "unavailable" = "ok";
      try {
        await opts.db.execute(sql`select 1`);
      } catch (err) {
        req.log.warn({ err }, "readiness: database unavailable");
        database = "unavailable";
      }
      const down = opts.listenStatus.disconnected();
      const facts = { version: opts.build.version, commit: opts.build.commit, database, listen: down.length ? "disconnected" : "connected" };
      if (!draining && database === "ok" && down.length === 0) return reply.send({ status: "ready", ...facts });
      const reason = draining ? "draining for shutdown" : database !== "ok" ? "database unavailable" : `not listening on ${down.join(", ")}`;
      return reply.code(503).send({ ...errorBody("unavailable", `Not ready: ${reason}`), status: draining ? "draining" : "not_ready", ...facts });
    });
  },
  { name: "readiness" },
);
