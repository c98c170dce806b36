import { z } from "zod";

/** A programme's postbacks as its card shows them: the last 100, and the secret overlap after a replacement. */
export const postbackDeliveryOutput = z.object({
  id: z.number(),
  receivedAt: z.date(),
  event: z.string().nullable(),
  transactionId: z.string().nullable(),
  outcome: z.enum(["stored", "duplicate", "refused"]),
  reason: z.string().nullable(),
});

export const programmePostbacksOutput = z.object({
  /** Until when the replaced secret is still accepted; null when none is (no replacement, or its overlap is over). */
  previousSecretUntil: z.date().nullable(),
  deliveries: z.array(postbackDeliveryOutput),
});
