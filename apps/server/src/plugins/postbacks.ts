import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clientAddressKey, POSTBACK_BODY_LIMIT, PostbackReceiver, SIGNATURE_HEADER, type PostbackAnswer } from "@eb/api";
import type { Db } from "@eb/db";

export type PostbacksOptions = {
  db: Db;
  now: () => Date;
  /** The server's secret key (MfaKeys.secretKey): it opens the programmes' stored secrets. */
  secretKey: Buffer;
  rateLimit?: { limit: number; windowMs: number };
  /** Told of every "bookmakers" change (a saved programme, a new secret): the programme cache is dropped. */
  onBookmakersChange: (clear: () => void) => void;
};

/**
 * /api/postbacks/{key}: the HTTP side of the postback use case (revenue/receive-postback.ts, which
 * authenticates, reads, stores and answers). Here: the raw body kept for the signature, the
 * per-address admission before a byte of the body is read, and the answer sent as is.
 */
export async function postbacksPlugin(app: FastifyInstance, opts: PostbacksOptions) {
  const receiver = new PostbackReceiver({
    db: opts.db,
    now: opts.now,
    secretKey: opts.secretKey,
    ...(opts.rateLimit ? { rateLimit: opts.rateLimit } : {}),
    onLogError: (err) => app.log.error({ err }, "postback deliveries not recorded"),
  });
  opts.onBookmakersChange(() => receiver.programmesChanged());
  // The delivery lists are written beside the answers: finish them before the database closes.
  app.addHook("onClose", () => receiver.deliveriesListed());

  // The signature covers the exact bytes sent, so the body is kept raw and parsed by the use case.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: POSTBACK_BODY_LIMIT }, (_req, body, done) => done(null, body));

  const send = (reply: FastifyReply, a: PostbackAnswer) => reply.code(a.status).send(a.body);

  app.addHook("onRequest", async (req, reply) => {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    // Refused before a byte of the body is read (a body without a length stops at the parser's limit).
    const refused = await receiver.admit(clientAddressKey(req.ip), Number(req.headers["content-length"] ?? 0));
    if (refused) return send(reply, refused);
  });

  async function postback(req: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply) {
    const query = req.url.indexOf("?");
    const signature = req.headers[SIGNATURE_HEADER];
    const answer = await receiver.receive({
      key: req.params.key,
      method: req.method === "POST" ? "POST" : "GET",
      rawQuery: query === -1 ? "" : req.url.slice(query + 1),
      body: req.method === "POST" && Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      contentType: String(req.headers["content-type"] ?? ""),
      signature: typeof signature === "string" ? signature : undefined,
      client: clientAddressKey(req.ip),
    });
    return send(reply, answer);
  }

  // @fastify/compress reads `compress` from the route options themselves (under `config` it was ignored).
  const route = { bodyLimit: POSTBACK_BODY_LIMIT, compress: false } as const;
  app.get("/api/postbacks/:key", route, postback);
  app.post("/api/postbacks/:key", route, postback);
}
