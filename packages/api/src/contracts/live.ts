import { z } from "zod";

/** The input of every live stream: tRPC's SSE link sends the id of the last event it saw when it reconnects. */
export const liveStreamInput = z.object({ lastEventId: z.string().max(64).nullish() }).optional();
