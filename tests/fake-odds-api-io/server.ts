import { Fastify } from "../fake-odds/fastify";

/** What a faulty answer looks like. */
export type OddsApiIoFault =
  /** 429 with the documented headers: no requests left until `resetAt` (ISO 8601). */
  { type: "rate-limit"; resetAt: string } | { type: "status"; status: number; body?: string } | { type: "malformed" } | { type: "slow"; ms: number };

export type FakeOddsApiIoRequest = { path: string; query: Record<string, string> };

export type FakeOddsApiIoQuota = { limit: number; remaining: number; resetAt: string };

export type FakeOddsApiIo = {
  /** The base URL, /v3 included, as the docs give it. */
  url: string;
  requests: FakeOddsApiIoRequest[];
  setEvents(events: unknown[]): void;
  /** Each event's odds (an /odds/multi item) by its id. */
  setOdds(odds: ReadonlyMap<number, unknown>): void;
  /** The allowance the rate-limit headers report; each answered request spends one. `null`: no headers at all. */
  setQuota(quota: FakeOddsApiIoQuota | null): void;
  /** The next `times` requests (only those `when` accepts, if given) get the fault. */
  addFault(fault: OddsApiIoFault, times?: number, when?: (request: FakeOddsApiIoRequest) => boolean): void;
  clearFaults(): void;
  close(): Promise<void>;
};

const MAX_EVENT_IDS = 10;

/**
 * A server shaped like Odds-API.io v3 on 127.0.0.1 (packages/api/src/odds/odds-api-io/schemas.ts
 * cites the documentation): GET /v3/events?sport=…&status=…&league=…&limit=…&skip=… and GET
 * /v3/odds/multi?eventIds=…&bookmakers=… (at most 10 ids, only the named bookmakers' markets), the key
 * as the `apiKey` query parameter (401 otherwise), `x-ratelimit-limit`, `x-ratelimit-remaining` and
 * `x-ratelimit-reset` (ISO 8601) on every answer, and injected faults. The error bodies are made up:
 * their shape is not documented, and the client reads them only as text.
 */
export async function startFakeOddsApiIo(options: { apiKey: string }): Promise<FakeOddsApiIo> {
  let events: unknown[] = [];
  let odds: ReadonlyMap<number, unknown> = new Map();
  let quota: FakeOddsApiIoQuota | null = null;
  const faults: { fault: OddsApiIoFault; times: number; when?: (request: FakeOddsApiIoRequest) => boolean }[] = [];
  const requests: FakeOddsApiIoRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) => new Promise<void>((resolve) => timers.add(setTimeout(resolve, ms)));
  const app = Fastify({ forceCloseConnections: true });

  app.addHook("onRequest", async (req, reply) => {
    const query = Object.fromEntries(new URL(req.url, "http://fake").searchParams);
    const request = { path: req.url.split("?")[0]!, query };
    requests.push(request);
    if (quota) {
      quota.remaining = Math.max(0, quota.remaining - 1);
      reply
        .header("x-ratelimit-limit", String(quota.limit))
        .header("x-ratelimit-remaining", String(quota.remaining))
        .header("x-ratelimit-reset", quota.resetAt);
    }
    if (query.apiKey !== options.apiKey) return reply.code(401).send({ error: "Invalid API key" });
    const rule = faults.find((f) => f.times > 0 && (f.when?.(request) ?? true));
    if (rule) rule.times--;
    const fault = rule?.fault;
    if (fault?.type === "rate-limit")
      return reply.code(429).header("x-ratelimit-remaining", "0").header("x-ratelimit-reset", fault.resetAt).send({ error: "Rate limit exceeded" });
    if (fault?.type === "status")
      return reply
        .code(fault.status)
        .type("application/json")
        .send(fault.body ?? JSON.stringify({ error: `injected ${fault.status}` }));
    if (fault?.type === "malformed") return reply.type("application/json").send('[{"id": 1, "home": ');
    if (fault?.type === "slow") await wait(fault.ms);
  });

  app.get<{ Querystring: Record<string, string> }>("/v3/events", async (req) => {
    const statuses = (req.query.status ?? "").split(",").filter(Boolean);
    const listed = events.filter((raw) => {
      const event = raw as { sport?: { slug?: string }; league?: { slug?: string }; status?: string };
      return (
        event.sport?.slug === req.query.sport &&
        (statuses.length === 0 || statuses.includes(event.status ?? "")) &&
        (req.query.league === undefined || event.league?.slug === req.query.league)
      );
    });
    const skip = Number(req.query.skip ?? 0);
    return listed.slice(skip, req.query.limit === undefined ? undefined : skip + Number(req.query.limit));
  });

  app.get<{ Querystring: Record<string, string> }>("/v3/odds/multi", async (req, reply) => {
    const ids = (req.query.eventIds ?? "").split(",").filter(Boolean);
    const books = new Set((req.query.bookmakers ?? "").split(",").filter(Boolean));
    if (ids.length === 0 || ids.length > MAX_EVENT_IDS) return reply.code(400).send({ error: `eventIds: 1 to ${MAX_EVENT_IDS} ids` });
    if (books.size === 0) return reply.code(400).send({ error: "bookmakers is required" });
    return ids.flatMap((id) => {
      const event = odds.get(Number(id)) as { bookmakers?: Record<string, unknown> } | undefined;
      if (!event) return [];
      const named = Object.entries(event.bookmakers ?? {}).filter(([name]) => books.has(name));
      return [{ ...event, bookmakers: Object.fromEntries(named) }];
    });
  });

  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/v3`,
    requests,
    setEvents: (list) => void (events = list),
    setOdds: (map) => void (odds = map),
    setQuota: (value) => void (quota = value && { ...value }),
    addFault: (fault, times = 1, when) => void faults.push({ fault, times, when }),
    clearFaults: () => void faults.splice(0),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      await app.close();
    },
  };
}
