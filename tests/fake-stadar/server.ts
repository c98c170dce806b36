import { Fastify } from "../fake-odds/fastify";
import { gzipBomb, type ByteCount } from "../support/generated-bodies";
import { STADAR_ERRORS } from "./payloads";

/** What a faulty answer looks like. */
export type StadarFault =
  | { type: "rate-limit"; retryAfter: string }
  | { type: "status"; status: number; body?: string }
  | { type: "malformed" }
  | { type: "slow"; ms: number }
  /** A body `inflatedBytes` long once decompressed, sent gzip-compressed (a gigabyte of whitespace is about a megabyte). */
  | { type: "gzip-bomb"; inflatedBytes: number };

export type FakeStadarRequest = { path: string; query: Record<string, string>; authorization: string | null };

export type FakeStadar = {
  url: string;
  requests: FakeStadarRequest[];
  /** The pages of one game, in order; page i's cursor is an opaque token the fake makes up. */
  setPages(game: string, pages: unknown[][]): void;
  /** Makes the last page point back at the first one's cursor (a cursor that loops). */
  loopLastPage(game: string): void;
  addFault(fault: StadarFault, times?: number): void;
  clearFaults(): void;
  close(): Promise<void>;
};

/**
 * A server shaped like Stadar v1's odds list on 127.0.0.1: GET /v1/odds?game=…&cursor=… with the key
 * as `Authorization: Bearer`, 401 in the docs' error envelope for any other key, pages joined by
 * opaque base64 cursors in `meta.next_cursor` (null on the last page), and injected faults.
 */
export async function startFakeStadar(options: { apiKey: string }): Promise<FakeStadar> {
  const pagesByGame = new Map<string, unknown[][]>();
  const looping = new Set<string>();
  const faults: { fault: StadarFault; times: number }[] = [];
  const requests: FakeStadarRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) => new Promise<void>((resolve) => timers.add(setTimeout(resolve, ms)));
  const cursorOf = (game: string, page: number) => Buffer.from(JSON.stringify({ g: game, p: page, n: "x9" })).toString("base64");
  const generated: ByteCount = { bytes: 0 };
  const app = Fastify({ forceCloseConnections: true });

  app.get<{ Querystring: Record<string, string> }>("/v1/odds", async (req, reply) => {
    const authorization = req.headers.authorization ?? null;
    requests.push({ path: req.url.split("?")[0]!, query: { ...req.query }, authorization });
    if (authorization !== `Bearer ${options.apiKey}`) return reply.code(401).send(STADAR_ERRORS.unauthorized);
    const rule = faults.find((f) => f.times > 0);
    if (rule) rule.times--;
    const fault = rule?.fault;
    if (fault?.type === "rate-limit") return reply.code(429).header("retry-after", fault.retryAfter).send(STADAR_ERRORS.rateLimited);
    if (fault?.type === "status")
      return reply
        .code(fault.status)
        .type("application/json")
        .send(fault.body ?? JSON.stringify({ error: { code: "internal", message: `injected ${fault.status}` } }));
    if (fault?.type === "slow") await wait(fault.ms);
    if (fault?.type === "gzip-bomb") return reply.type("application/json").header("content-encoding", "gzip").send(gzipBomb(fault.inflatedBytes, generated));
    if (fault?.type === "malformed") return reply.type("application/json").send('{"odds": [{"match_id": ');

    const game = req.query.game ?? "";
    const pages = pagesByGame.get(game) ?? [[]];
    const cursor = req.query.cursor;
    const index = cursor === undefined ? 0 : pages.findIndex((_, i) => cursorOf(game, i) === cursor);
    if (index < 0) return reply.code(400).send({ error: { code: "invalid_cursor", message: "Unknown cursor." } });
    const last = index === pages.length - 1;
    const next = last ? (looping.has(game) ? cursorOf(game, 0) : null) : cursorOf(game, index + 1);
    return reply.send({ odds: pages[index], meta: { next_cursor: next, limit: 100, sources: [] } });
  });

  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    requests,
    setPages: (game, pages) => void pagesByGame.set(game, pages),
    loopLastPage: (game) => void looping.add(game),
    addFault: (fault, times = 1) => void faults.push({ fault, times }),
    // A looping cursor is a fault too: a test that set one must not leave it to the next (the order is shuffled).
    clearFaults: () => {
      faults.splice(0);
      looping.clear();
    },
    close: async () => {
      for (const t of timers) clearTimeout(t);
      await app.close();
    },
  };
}
