/**
 * Child process for the /go benchmark's baseline: a bare Fastify server whose only route answers
 * /go/{slug} with a fixed 302, no database, cache or counting. Measured in the same run as the
 * real server, it shows what /go's own work costs on this machine at that moment.
 * Prints "ready"; on SIGTERM closes and prints "closed".
 */
import Fastify from "fastify";
import { closeOnSigterm } from "./close-on-sigterm";

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get("/go/:slug", async (_req, reply) => reply.header("cache-control", "no-store").redirect("https://bench-book.example/join?aff=1", 302));
await app.listen({ port, host: "127.0.0.1" });
process.stdout.write("ready\n");
closeOnSigterm(() => app.close());
