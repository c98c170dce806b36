import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { DomainError, errorBody, EXPORT_ROUTE, sessionCookieName, startEventsExport } from "@eb/api";
import type { Db } from "@eb/db";

export type AnalyticsExportOptions = { db: Db; now: () => Date; secureCookies: boolean };

/**
 * The Export card's CSV download (a plain GET, so the browser saves it as a file). Registered in
 * the admin API plugin, so its host check and no-store headers apply. The file is streamed from
 * the database page by page; Node's stream backpressure paces the queries to the download.
 */
export async function analyticsExportPlugin(app: FastifyInstance, opts: AnalyticsExportOptions) {
  app.get(EXPORT_ROUTE, async (req, reply) => {
    try {
      const token = req.cookies[sessionCookieName(opts.secureCookies)];
      const csv = await startEventsExport(opts.db, token, opts.now(), req.query);
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", `attachment; filename="${csv.filename}"`);
      return reply.send(Readable.from(csv.lines));
    } catch (err) {
      if (err instanceof DomainError) return reply.code(err.httpStatus).send(errorBody(err.code, err.message));
      throw err;
    }
  });
}
