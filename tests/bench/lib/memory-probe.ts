import { getHeapSpaceStatistics } from "node:v8";

/**
 * Preloaded into the server by the memory benchmark (`node --import`), never by a deployment: one
 * stdout line every second with process.memoryUsage() and the space V8 holds for its young
 * generation (new_space: the semi-spaces every short-lived object is born in), so the benchmark can
 * say what the resident memory is made of (the JavaScript heap, Buffers, the rest: native
 * allocations and V8's reserve) without an endpoint in the server. The timer is unref'd: it never
 * keeps the process alive.
 */
setInterval(() => {
  const newSpace = getHeapSpaceStatistics().find((s) => s.space_name === "new_space")?.space_size ?? 0;
  process.stdout.write(`${JSON.stringify({ memoryProbe: { ...process.memoryUsage(), newSpace } })}\n`);
}, 1_000).unref();
