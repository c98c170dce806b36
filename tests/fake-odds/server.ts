import { gzipBomb, repeatedList, type ByteCount } from "../support/generated-bodies";
import { Fastify } from "./fastify";
import { ERROR_BODIES } from "./payloads";

/** What a faulty answer looks like. */
export type OddsFault =
  /** Any status with any body (a 500 that echoes the request URL, a 422). */
  | { type: "status"; status: number; body?: string }
  /** The provider's 429: a JSON message and the usage headers. */
  | { type: "rate-limit" }
  | { type: "malformed" }
  | { type: "not-a-list" }
  | { type: "slow"; ms: number }
  /** A 302 to another path of this server (which records being asked, and answers the events). */
  | { type: "redirect" }
  /** A JSON list `inflatedBytes` long, sent gzip-compressed (a gigabyte of whitespace is about a megabyte), made as it is read. */
  | { type: "gzip-bomb"; inflatedBytes: number }
  /** Copies of the sport's events as one JSON list about `bytes` long, plain, made as it is read. */
  | { type: "huge-body"; bytes: number };

export type OddsFaultRule = { sport?: string; times?: number; fault: OddsFault };

export type FakeOddsRequest = { path: string; sport: string; query: Record<string, string> };

export type FakeOdds = {
  url: string;
  /** The odds requests (GET /v4/sports/{sport}/odds), in order. */
  requests: FakeOddsRequest[];
  /** How often the sport list (GET /v4/sports) was asked for. */
  readonly sportListReads: number;
  /** Faults of the sport list: its next `times` answers (a status, a rate limit, malformed JSON). */
  failSportList(fault: OddsFault, times?: number): void;
  /** Units left (x-requests-remaining); each request costs markets × regions, as the provider counts. */
  readonly remaining: number;
  /** Bytes of body the streamed faults (gzip-bomb, huge-body) have made so far, before compression: how far a client read. */
  readonly bytesGenerated: number;
  setEvents(sport: string, events: unknown[]): void;
  addFault(rule: OddsFaultRule): void;
  clearFaults(): void;
  close(): Promise<void>;
};

/**
 * A server shaped like The Odds API v4 on 127.0.0.1: GET /v4/sports/{sport}/odds with the key in
 * `apiKey`, its parameter checks (422), 401 for a wrong key, 404 for an unknown sport, the
 * x-requests-remaining / -used / -last headers on every answer, and injected faults.
 */
export async function startFakeOdds(options: {
  apiKey: string;
  sports?: Record<string, unknown[]>;
  quota?: number;
  /** The sport keys GET /v4/sports lists; by default the sports given events (and any added later). */
  listed?: string[];
}): Promise<FakeOdds> {
  const sports = new Map(Object.entries(options.sports ?? {}));
  let sportListReads = 0;
  const sportListFaults: OddsFault[] = [];
  const faults: OddsFaultRule[] = [];
  const requests: FakeOddsRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) => new Promise<void>((resolve) => timers.add(setTimeout(resolve, ms)));
  let used = 0;
  const generated: ByteCount = { bytes: 0 };
  const quota = options.quota ?? 500;
  const app = Fastify({ forceCloseConnections: true });

  // GET /v4/sports (all=true: in and out of season), free of quota as the provider documents: no usage headers change.
  app.get<{ Querystring: Record<string, string> }>("/v4/sports", async (req, reply) => {
    sportListReads++;
    if (req.query.apiKey !== options.apiKey) return reply.code(401).send(ERROR_BODIES.unauthorized);
    const fault = sportListFaults.shift();
    if (fault?.type === "rate-limit") return reply.code(429).send(ERROR_BODIES.rateLimited);
    if (fault?.type === "status")
      return reply
        .code(fault.status)
        .type("application/json")
        .send(fault.body ?? JSON.stringify({ message: `injected ${fault.status}` }));
    if (fault?.type === "malformed") return reply.type("application/json").send('[{"key": ');
    const keys = options.listed ?? [...sports.keys()];
    return reply
      .type("application/json")
      .send(JSON.stringify(keys.map((key) => ({ key, group: "Esports", title: key, description: `Listed sport ${key}`, active: true, has_outrights: false }))));
  });

  app.get<{ Params: { sport: string }; Querystring: Record<string, string> }>("/v4/sports/:sport/odds", async (req, reply) => {
    const { sport } = req.params;
    const query = req.query;
    requests.push({ path: req.url.split("?")[0]!, sport, query: { ...query } });
    if (query.apiKey !== options.apiKey) return reply.code(401).send(ERROR_BODIES.unauthorized);

    const markets = (query.markets ?? "").split(",").filter(Boolean);
    const regions = (query.regions ?? "").split(",").filter(Boolean);
    if (regions.length === 0) return reply.code(422).send({ message: "Missing regions or bookmakers parameter", error_code: "MISSING_REGION" });
    if (query.oddsFormat !== undefined && !["decimal", "american"].includes(query.oddsFormat))
      return reply.code(422).send({ message: "Invalid oddsFormat", error_code: "INVALID_ODDS_FORMAT" });
    const cost = Math.max(1, markets.length) * regions.length;
    const usageHeaders = (last: number) => ({
      "x-requests-remaining": String(Math.max(0, quota - used)),
      "x-requests-used": String(used),
      "x-requests-last": String(last),
    });

    const rule = faults.find((f) => (f.sport === undefined || f.sport === sport) && (f.times ?? 1) > 0);
    if (rule && rule.times !== undefined) rule.times--;
    const fault = rule?.fault;
    if (fault?.type === "rate-limit") return reply.code(429).headers(usageHeaders(0)).send(ERROR_BODIES.rateLimited);
    if (fault?.type === "status")
      return reply
        .code(fault.status)
        .headers(usageHeaders(0))
        .type("application/json")
        .send(fault.body ?? JSON.stringify({ message: `injected ${fault.status}` }));
    if (fault?.type === "slow") await wait(fault.ms);
    if (fault?.type === "redirect") return reply.redirect(`/redirected/v4/sports/${encodeURIComponent(sport)}/odds?${new URLSearchParams(query)}`, 302);

    const events = sports.get(sport);
    if (!events) return reply.code(404).headers(usageHeaders(0)).send(ERROR_BODIES.unknownSport);
    used += cost;
    reply.headers(usageHeaders(cost)).type("application/json");
    if (fault?.type === "malformed") return reply.send('[{"id": "abc", "sport_key": ');
    if (fault?.type === "not-a-list") return reply.send(JSON.stringify({ data: events }));
    if (fault?.type === "gzip-bomb") return reply.header("content-encoding", "gzip").send(gzipBomb(fault.inflatedBytes, generated));
    if (fault?.type === "huge-body") return reply.send(repeatedList(events, fault.bytes, generated));
    return reply.send(JSON.stringify(events));
  });

  // Where the redirect fault points: asked only by a client that follows redirects.
  app.get("/redirected/*", async (req, reply) => {
    requests.push({ path: req.url.split("?")[0]!, sport: "", query: {} });
    return reply.type("application/json").send("[]");
  });

  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url,
    requests,
    get remaining() {
      return Math.max(0, quota - used);
    },
    get bytesGenerated() {
      return generated.bytes;
    },
    get sportListReads() {
      return sportListReads;
    },
    failSportList: (fault, times = 1) => {
      for (let i = 0; i < times; i++) sportListFaults.push(fault);
    },
    setEvents: (sport, events) => void sports.set(sport, events),
    addFault: (rule) => void faults.push(rule),
    clearFaults: () => {
      faults.splice(0);
      sportListFaults.splice(0);
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      await app.close();
    },
  };
}
