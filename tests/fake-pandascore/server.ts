import { gzipBomb } from "../support/generated-bodies";
import { Fastify, type FastifyReply } from "./fastify";
import { fixtureRoutes } from "./fixtures";

/** What a faulty answer looks like. */
export type Fault =
  | { type: "status"; status: number; body?: string }
  | { type: "timeout"; ms?: number }
  | { type: "malformed" }
  | { type: "truncated" }
  | { type: "slow"; ms: number }
  /** A 302 to /redirected on this server (which records being asked). */
  | { type: "redirect" }
  /** A JSON list `inflatedBytes` long, gzip-compressed, made as it is read. */
  | { type: "gzip-bomb"; inflatedBytes: number };

/** Applies to requests whose path matches (and page, if given), `times` times (default: always). */
export type FaultRule = { path?: string | RegExp; page?: number; times?: number; fault: Fault };

export type FakeRequest = { path: string; page: number; perPage: number; query: Record<string, string>; authorization: string | undefined };

export type FakePandaScore = {
  url: string;
  requests: FakeRequest[];
  setRoute(path: string, items: unknown[]): void;
  addFault(rule: FaultRule): void;
  clearFaults(): void;
  close(): Promise<void>;
};

const pathMatches = (rule: FaultRule, path: string) => rule.path === undefined || (typeof rule.path === "string" ? rule.path === path : rule.path.test(path));

/**
 * A PandaScore-compatible server on 127.0.0.1: bare JSON arrays, page/per_page (max 100),
 * Link (first/prev/next/last), X-Page, X-Per-Page, X-Total, `filter[id]`, bearer-token check, and faults.
 */
export async function startFakePandaScore(options: { token?: string; routes?: Record<string, unknown[]> } = {}): Promise<FakePandaScore> {
  const routes = new Map(Object.entries(options.routes ?? fixtureRoutes()));
  const faults: FaultRule[] = [];
  const requests: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) => new Promise<void>((resolve) => timers.add(setTimeout(resolve, ms)));
  const app = Fastify({ forceCloseConnections: true });
  let origin = "";

  app.get("/*", async (req, reply) => {
    const url = new URL(req.url, origin);
    const query = Object.fromEntries(url.searchParams);
    const page = Math.max(1, Number(query.page ?? query["page[number]"] ?? 1) || 1);
    const perPage = Math.min(100, Math.max(1, Number(query.per_page ?? query["page[size]"] ?? 50) || 50));
    requests.push({ path: url.pathname, page, perPage, query, authorization: req.headers.authorization });
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) return reply.code(401).send({ error: "Token is missing" });

    const rule = faults.find((f) => pathMatches(f, url.pathname) && (f.page === undefined || f.page === page) && (f.times ?? 1) > 0);
    if (rule && rule.times !== undefined) rule.times--;
    const fault = rule?.fault;
    if (fault?.type === "status")
      return reply
        .code(fault.status)
        .type("application/json")
        .send(fault.body ?? JSON.stringify({ error: "Fault", message: `injected ${fault.status}` }));
    if (fault?.type === "timeout") {
      await wait(fault.ms ?? 10_000);
      return reply.send([]);
    }
    if (fault?.type === "malformed") return reply.type("application/json").send('[{"id": 1, "name": ');
    if (fault?.type === "slow") await wait(fault.ms);
    if (fault?.type === "redirect") return reply.redirect(`/redirected${url.pathname}${url.search}`, 302);
    if (fault?.type === "gzip-bomb")
      return reply
        .type("application/json")
        .header("content-encoding", "gzip")
        .send(gzipBomb(fault.inflatedBytes, { bytes: 0 }));

    // `filter[id]=1,2`: only the listed items, as PandaScore filters a list by id.
    const ids = query["filter[id]"]?.split(",").map(Number);
    const all = (routes.get(url.pathname) ?? []).filter((item) => !ids || ids.includes((item as { id?: number }).id ?? NaN));
    const items = all.slice((page - 1) * perPage, page * perPage);
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const link = (p: number, rel: string) => {
      const u = new URL(url);
      u.searchParams.set("page", String(p));
      return `<${u.toString()}>; rel="${rel}"`;
    };
    const links = [link(1, "first"), ...(page > 1 ? [link(page - 1, "prev")] : []), ...(page < last ? [link(page + 1, "next")] : []), link(last, "last")];
    reply.header("Link", links.join(", ")).header("X-Page", String(page)).header("X-Per-Page", String(perPage)).header("X-Total", String(all.length));
    if (fault?.type === "truncated") return sendTruncated(reply, JSON.stringify(items), links.join(", "));
    return reply.type("application/json").send(JSON.stringify(items));
  });

  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url: origin,
    requests,
    setRoute: (path, items) => void routes.set(path, items),
    addFault: (rule) => void faults.push(rule),
    clearFaults: () => void faults.splice(0),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      await app.close();
    },
  };
}

/** Announces the whole body, sends half of it and drops the connection. */
function sendTruncated(reply: FastifyReply, body: string, link: string) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body), link });
  raw.write(body.slice(0, Math.floor(body.length / 2)));
  setTimeout(() => raw.destroy(), 20);
}
