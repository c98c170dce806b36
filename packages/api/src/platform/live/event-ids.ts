import { tracked } from "@trpc/server";

/**
 * Gives each server-sent event an id (tRPC's SSE link sends the last one back when it
 * reconnects). The streams here resume by sending the whole current state first, so the id
 * only has to be unique: the stream's start time and a counter.
 */
export async function* withEventIds<T>(events: AsyncIterable<T>, startedAt: Date) {
  const epoch = startedAt.getTime().toString(36);
  let seq = 0;
  for await (const event of events) yield tracked(`${epoch}-${++seq}`, event);
}
