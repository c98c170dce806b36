import { z } from "zod";
import { hasControlChars, hasLoneSurrogates, NO_CONTROL_CHARS, NOT_WELL_FORMED } from "../contracts";

/** Event types the public tracker sends. security_/audit_ events are written by the server only. */
export const TRACKED_EVENT_TYPES = ["page_view", "bookmaker_click", "game_page_visit", "scroll_depth", "custom_event", "experiment_exposure"] as const;
/** Not an analytics event: it tells the experiments which test's place was shown (data.experiment). */
export const EXPOSURE_EVENT = "experiment_exposure";

// No C0 control, DEL or lone surrogate: a NUL or a lone surrogate would make PostgreSQL refuse the
// whole batched insert, losing other visitors' events with it, and no tracked field needs any of them.
const shortText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlChars(v), NO_CONTROL_CHARS)
    .refine((v) => !hasLoneSurrogates(v), NOT_WELL_FORMED);
/** Same-site paths and absolute http(s) URLs only. */
const urlText = shortText(2000).refine((v) => v === "" || v.startsWith("/") || /^https?:\/\//i.test(v), "must be a path or an http(s) URL");

export const eventDataSchema = z
  .object({
    bookmaker: shortText(200).optional(),
    bonus: shortText(300).optional(),
    affiliate_url: urlText.optional(),
    href: urlText.optional(),
    page: urlText.optional(),
    referrer: urlText.optional(),
    timestamp: shortText(40).optional(),
    game: z.enum(["cs2", "lol", "valorant", "dota2"]).optional(),
    percent: z.union([z.literal(25), z.literal(50), z.literal(75), z.literal(100)]).optional(),
    placement: shortText(60).optional(),
    experiment: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();

export const trackedEventSchema = z
  .object({
    type: z.enum(TRACKED_EVENT_TYPES),
    data: eventDataSchema.default({}),
    pageUrl: urlText,
    referrer: urlText.nullable().optional(),
    /** Client time in ms since epoch; only used to keep order, the server clock decides created_at. */
    ts: z.number().int().nonnegative().optional(),
  })
  .strict();

/** One beacon: a session id and up to 25 events collected since the last beacon. */
export const beaconSchema = z
  .object({
    sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    events: z.array(trackedEventSchema).min(1).max(25),
  })
  .strict();

export type Beacon = z.infer<typeof beaconSchema>;
export type TrackedEvent = z.infer<typeof trackedEventSchema>;
