/**
 * Preloaded into the server by the memory benchmark (`node --import`), never by a deployment: one
 * stdout line every second with process.memoryUsage(), so the benchmark can say what the resident
 * memory is made of (the JavaScript heap, Buffers, the rest: native allocations and V8's reserve)
 * without an endpoint in the server. The timer is unref'd: it never keeps the process alive.
 */
setInterval(() => {
  process.stdout.write(`${JSON.stringify({ memoryProbe: process.memoryUsage() })}\n`);
}, 1_000).unref();
