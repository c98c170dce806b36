import { z } from "zod";
import { AB_PLACES, AB_TARGET_METRICS, AB_TEST_STATUSES, type AbPlace, type AbTargetMetric, type AbTestStatus } from "@eb/db/experiment-values";
import { multiLine, singleLine } from "./text";
import { dbId } from "./db-id";
import { timestampOutput } from "./output";

export { AB_PLACES, AB_TARGET_METRICS, AB_TEST_STATUSES, type AbPlace, type AbTargetMetric, type AbTestStatus } from "@eb/db/experiment-values";

/** Spec section 9: confidence level 80 to 99, default 95; two variants of 50% each. */
export const CONFIDENCE_MIN = 80;
export const CONFIDENCE_MAX = 99;
export const DEFAULT_CONFIDENCE = 95;
export const DEFAULT_TARGET_METRIC: AbTargetMetric = "bookmaker_clicks";

export const AB_TEST_CREATED = "A/B test created successfully";
export const AB_TEST_STATUS_UPDATED = "Test status updated successfully";
export const AB_TEST_CREATE_FAILED = "Failed to create A/B test";
export const AB_TEST_NAME_REQUIRED = "Please enter a test name";
export const AB_TEST_NOT_FOUND = "A/B test not found";
export const CONFIDENCE_RANGE = `Confidence level must be from ${CONFIDENCE_MIN} to ${CONFIDENCE_MAX}`;
export const ALLOCATION_TOTAL = "Traffic allocations must add up to 100%";
export const ALLOCATION_RANGE = "Each variant needs from 1% to 99% of the traffic";
export const VARIANTS_LOCKED = "Variants can only be changed before the test starts";
export const PLACE_BUSY = "Another test is already running on this place. Pause or complete it first.";
export const BOOKMAKER_NOT_LISTED = "Choose an active, published bookmaker";

export const AB_PLACE_LABELS: Record<AbPlace, string> = {
  home_hero: "Home page hero (headline and text)",
  bookmaker_cta: "Bookmaker card CTA text",
  featured_bookmaker: "Bookmaker listed first",
};

/** What counts as a conversion for each target metric (after the session's exposure). */
export const AB_METRIC_LABELS: Record<AbTargetMetric, string> = {
  bookmaker_clicks: "Bookmaker clicks (tracked clicks on any bookmaker link)",
  conversion_rate: "Conversion rate (/go clicks counted by the server)",
  page_views: "Page views (another page viewed)",
  registrations: "Registrations (reported by the bookmakers for the session's clicks)",
  first_deposits: "First deposits (reported by the bookmakers for the session's clicks)",
  revenue: "Revenue per session (commission reported for the session's clicks)",
};

/**
 * The create dialog's help for each metric. The affiliate ones arrive late, from the bookmakers'
 * programmes, and count only sessions that consented to analytics (the only ones whose clicks carry
 * their experiment session).
 */
export const AB_METRIC_HELP: Record<AbTargetMetric, string> = {
  bookmaker_clicks: "A session converts when it makes a tracked click (a consented analytics event) on any bookmaker link after seeing its variant.",
  conversion_rate: "A session converts when the server counts one of its /go clicks after the exposure.",
  page_views: "A session converts when it views another page after seeing its variant.",
  registrations:
    "A session converts when a bookmaker reports a registration for one of its /go clicks made after the exposure. Reports arrive days late: results keep changing until the attribution window closes.",
  first_deposits:
    "A session converts when a bookmaker reports a first deposit for one of its /go clicks made after the exposure. Reports arrive days late: results keep changing until the attribution window closes.",
  revenue:
    "The mean per exposed session of the commission reported for its /go clicks after the exposure (a revenue event's amount where no commission is reported, chargebacks subtracted), in the test's main currency only. Reports arrive days late: results keep changing until the attribution window closes.",
};

export const AB_STATUS_LABELS: Record<AbTestStatus, string> = { draft: "Draft", running: "Running", paused: "Paused", completed: "Completed" };

/** Spec 4: the actions each status offers; completed has none. */
export const AB_ACTIONS = ["start", "pause", "resume", "complete"] as const;
export type AbAction = (typeof AB_ACTIONS)[number];
export const AB_ACTION_LABELS: Record<AbAction, string> = { start: "Start", pause: "Pause", resume: "Resume", complete: "Complete" };
const ACTIONS_BY_STATUS: Record<AbTestStatus, readonly AbAction[]> = {
  draft: ["start"],
  running: ["pause", "complete"],
  paused: ["resume", "complete"],
  completed: [],
};
export const actionsFor = (status: AbTestStatus): readonly AbAction[] => ACTIONS_BY_STATUS[status];
const NEXT_STATUS: Record<AbAction, AbTestStatus> = { start: "running", pause: "paused", resume: "running", complete: "completed" };
/** The status an action leads to, or null when the status does not offer it. */
export const nextStatus = (status: AbTestStatus, action: AbAction): AbTestStatus | null =>
  ACTIONS_BY_STATUS[status].includes(action) ? NEXT_STATUS[action] : null;

/** Each place's variant content. `{year}` in the headline and `{bonus}` in a CTA are filled in on the page. */
export const placeConfigSchemas = {
  home_hero: z.object({
    headline: singleLine({ min: 3, max: 90, message: "Enter a headline of 3 to 90 characters" }),
    text: singleLine({ min: 10, max: 240, message: "Enter a text of 10 to 240 characters" }),
  }),
  bookmaker_cta: z.object({ ctaText: singleLine({ min: 2, max: 40, message: "Enter a CTA text of 2 to 40 characters" }) }),
  featured_bookmaker: z.object({ bookmakerId: dbId(BOOKMAKER_NOT_LISTED) }),
} satisfies Record<AbPlace, z.ZodType>;
export type PlaceConfig<P extends AbPlace> = z.output<(typeof placeConfigSchemas)[P]>;

export const abTestIdInput = z.object({ id: dbId() });

export const createAbTestInput = z.object({
  name: singleLine({ min: 1, max: 100, message: AB_TEST_NAME_REQUIRED }),
  description: multiLine({ max: 500 })
    .default("")
    .transform((s) => (s === "" ? null : s)),
  place: z.enum(AB_PLACES),
  targetMetric: z.enum(AB_TARGET_METRICS).default(DEFAULT_TARGET_METRIC),
  confidenceLevel: z
    .number({ error: CONFIDENCE_RANGE })
    .int(CONFIDENCE_RANGE)
    .min(CONFIDENCE_MIN, CONFIDENCE_RANGE)
    .max(CONFIDENCE_MAX, CONFIDENCE_RANGE)
    .default(DEFAULT_CONFIDENCE),
});
export type CreateAbTestInput = z.input<typeof createAbTestInput>;
export type CreateAbTestValue = z.output<typeof createAbTestInput>;

/** A variant's editable part; its config is checked against the test's place by the service. */
export const abVariantInput = z.object({
  id: dbId(),
  name: singleLine({ min: 1, max: 60, message: "Please enter a variant name" }),
  allocation: z.number({ error: ALLOCATION_RANGE }).int(ALLOCATION_RANGE).min(1, ALLOCATION_RANGE).max(99, ALLOCATION_RANGE),
  config: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});

export const updateAbVariantsInput = z.object({
  id: dbId(),
  variants: z
    .array(abVariantInput)
    .min(2)
    .max(4)
    .refine((vs) => vs.reduce((s, v) => s + v.allocation, 0) === 100, { message: ALLOCATION_TOTAL }),
});
export type UpdateAbVariantsInput = z.input<typeof updateAbVariantsInput>;
export type UpdateAbVariantsValue = z.output<typeof updateAbVariantsInput>;

export const abTestTransitionInput = z.object({ id: dbId(), action: z.enum(AB_ACTIONS) });

/** A variant as the list and the editor show it. `config` is its content for the place, keyed by the place's fields. */
const abVariantOutput = z.object({
  id: z.number(),
  name: z.string(),
  allocation: z.number(),
  isControl: z.boolean(),
  config: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** A test as `abTests.list` and every change answer it, its variants in order. */
export const abTestOutput = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  place: z.enum(AB_PLACES),
  targetMetric: z.enum(AB_TARGET_METRICS),
  confidenceLevel: z.number(),
  status: z.enum(AB_TEST_STATUSES),
  startDate: timestampOutput.nullable(),
  endDate: timestampOutput.nullable(),
  variants: z.array(abVariantOutput),
});
export const abTestListOutput = z.array(abTestOutput);

/** A variant's figures in the verdict; `lift` is null for the control and while it cannot be told. */
const variantVerdictOutput = z.object({
  id: z.number(),
  name: z.string(),
  isControl: z.boolean(),
  allocation: z.number(),
  sessions: z.number(),
  conversions: z.number(),
  rate: z.number(),
  lift: z.object({ lift: z.number(), interval: z.tuple([z.number(), z.number()]), confidence: z.number() }).nullable(),
});

const verdictBase = { variants: z.array(variantVerdictOutput), srmPValue: z.number() };

/** `abTests.results`: the verdict (docs/ab-statistics.md), the figures per variant and the cumulative series. */
export const abTestResultsOutput = z.object({
  test: abTestOutput,
  verdict: z.discriminatedUnion("status", [
    z.object({ status: z.literal("sample_ratio_mismatch"), ...verdictBase }),
    z.object({ status: z.literal("not_enough_data"), ...verdictBase, sessionsNeeded: z.number() }),
    z.object({ status: z.literal("no_winner"), ...verdictBase }),
    z.object({ status: z.literal("winner"), ...verdictBase, winnerId: z.number() }),
  ]),
  unit: z.enum(["hour", "day"]),
  /** For revenue, `rate` is the cumulative revenue per session (in `revenue.currency`). */
  series: z.array(z.object({ at: z.string(), variantId: z.number(), rate: z.number() })),
  /**
   * The affiliate metrics only: late reports count until `closesAt` (the end date plus the window;
   * null while the test has no end), so the result is final only once `open` is false.
   */
  attribution: z.object({ windowDays: z.number(), closesAt: timestampOutput.nullable(), open: z.boolean() }).nullable(),
  /**
   * The revenue metric only: the one currency it is counted in (the most common among the test's
   * valued conversions; null: none yet), each variant's exact total, and what other currencies were not counted.
   */
  revenue: z
    .object({
      currency: z.string().nullable(),
      totals: z.array(z.object({ variantId: z.number(), total: z.string() })),
      otherCurrencies: z.array(z.object({ currency: z.string(), conversions: z.number() })),
    })
    .nullable(),
});
