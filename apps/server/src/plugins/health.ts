import type { FastifyInstance } from "fastify";
import { sql, type Db } from "@eb/db";
import { errorBody } from "@eb/api";

/** GET /healthz: 200 when the database answers, 503 otherwise. */
export async function healthPlugin(app: FastifyInstance, deps: { db: Db }) {
  app.get("/healthz", async (req, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return reply.header("cache-control", "no-store").send({ status: "ok", database: "ok" });
    } catch (err) {
      req.log.error({ err }, "health check: database unavailable");
      return reply.code(503).header("cache-control", "no-store").send(errorBody("unavailable", "Database unavailable"));
    }
  });
}
