import type { FastifyInstance } from "fastify";
import { DomainError, errorBody, REVENUE_EXPORT_ROUTE, sessionCookieName, startRevenueExport } from "@eb/api";
import type { Db } from "@eb/db";

export type RevenueExportOptions = { db: Db; now: () => Date; secureCookies: boolean };

/**
 * The Export card's revenue CSV (issue 27), beside the events file: a plain GET the browser saves.
 * Registered in the admin API plugin, so its host check and no-store headers apply. A few lines
 * per day and bookmaker, so it is sent whole.
 */
export async function revenueExportPlugin(app: FastifyInstance, opts: RevenueExportOptions) {
  app.get(REVENUE_EXPORT_ROUTE, async (req, reply) => {
    try {
      const token = req.cookies[sessionCookieName(opts.secureCookies)];
      const csv = await startRevenueExport(opts.db, token, opts.now(), req.query);
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", `attachment; filename="${csv.filename}"`);
      return reply.send(csv.lines.join(""));
    } catch (err) {
      if (err instanceof DomainError) return reply.code(err.httpStatus).send(errorBody(err.code, err.message));
      throw err;
    }
  });
}
