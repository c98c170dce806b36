import { z } from "zod";
import { BONUS_TYPES, PUBLISH_STATUSES } from "@eb/db/bookmaker-values";
import { multiLine, singleLine } from "./text";
import { dbId } from "./db-id";
import type { OddsFeedSource } from "./odds-feeds";
import { GENERIC_CLAIM_CTA } from "../shared";

export { BONUS_TYPES, BONUS_TYPE_LABELS, PUBLISH_STATUSES, type BonusType, type PublishStatus } from "@eb/db/bookmaker-values";

export const RATING_RANGE = "Rating must be a number from 1 to 5";
export const RATING_STEP = "Rating goes in steps of 0.1";
export const ABSOLUTE_URL = "Must be an absolute http(s) URL, such as https://bookmaker.example";
export const DEFAULT_BUTTON_TEXT = "Welcome Bonus";

/** Spec: the rating input's text; anything non-numeric becomes 0 (which the schema then refuses). */
export function ratingFromInput(text: string): number {
  const n = Number.parseFloat(text.replace(",", "."));
  return Number.isFinite(n) ? n : 0;
}

/** Spec: an empty CTA text is generated as 'Claim {bonus}', or 'Claim Bonus' without a bonus. */
export const generatedCta = (bonus: string | null) => (bonus ? `Claim ${bonus}` : GENERIC_CLAIM_CTA);

const emptyToNull = (s: string) => (s === "" ? null : s);

/** An optional text field: trimmed, and saved as null when empty (spec). */
const optionalLine = (max: number) => singleLine({ max }).transform(emptyToNull);
const optionalText = (max: number) => multiLine({ max }).transform(emptyToNull);

/** Absolute http(s) URL or nothing; empty is saved as null. */
const optionalUrl = singleLine({ max: 2000 })
  .refine((s) => s === "" || isAbsoluteHttpUrl(s), ABSOLUTE_URL)
  .transform(emptyToNull);

export function isAbsoluteHttpUrl(s: string): boolean {
  if (!/^https?:\/\//i.test(s)) return false;
  try {
    const url = new URL(s);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const rating = z
  .number({ error: RATING_RANGE })
  .min(1, RATING_RANGE)
  .max(5, RATING_RANGE)
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, RATING_STEP);

export const ODDS_FEED_KEY_FORMAT = "Use lowercase letters, digits and underscores (for example williamhill_us)";

/**
 * One feed's key for the bookmaker (The Odds API: `pinnacle`, `williamhill_us`, `betfair_ex_eu`;
 * Odds-API.io: its bookmaker name written the same way, `vortex_bet`): that feed's prices are shown for this bookmaker. Optional: trimmed, lower-cased (the feed's keys are lower
 * case), and saved as null when empty, which leaves the bookmaker unmapped.
 */
export const oddsFeedKey = singleLine({ max: 60 })
  .transform((s) => s.toLowerCase())
  .refine((s) => s === "" || /^[a-z0-9_]+$/.test(s), ODDS_FEED_KEY_FORMAT)
  .transform(emptyToNull);

/**
 * The feeds whose bookmaker keys an admin maps in Edit Content, with the names the form shows. Each
 * feed names bookmakers its own way, so a bookmaker has one key per feed. The demo feed is left out:
 * its invented books are mapped by the demo seed.
 */
export const MAPPED_FEEDS = ["the-odds-api", "stadar", "odds-api-io"] as const satisfies readonly OddsFeedSource[];
export type MappedFeed = (typeof MAPPED_FEEDS)[number];
export const MAPPED_FEED_LABELS: Record<MappedFeed, string> = { "the-odds-api": "The Odds API", stadar: "Stadar", "odds-api-io": "Odds-API.io" };

/** A bookmaker's key on each mapped feed, each validated like one key (null: unmapped on that feed). */
export const feedKeysInput = z.object({ "the-odds-api": oddsFeedKey, stadar: oddsFeedKey, "odds-api-io": oddsFeedKey });
export type FeedKeys = z.output<typeof feedKeysInput>;

export const keyFeatureInput = z.object({
  title: singleLine({ max: 80 }),
  description: optionalLine(200),
});

/**
 * Every content field of a bookmaker, as the Edit Content dialog sends it and the server saves it.
 * Spec rules: empty optional fields become null, key features without a title are dropped, an empty
 * CTA is generated from the bonus, an empty badge text falls back to 'Welcome Bonus'.
 */
export const bookmakerContentInput = z
  .object({
    name: singleLine({ min: 1, max: 100, message: "Name is required" }),
    rating,
    bonus: optionalLine(200),
    bonusType: z.enum(BONUS_TYPES),
    buttonText: singleLine({ max: 40 }).transform((s) => s || DEFAULT_BUTTON_TEXT),
    ctaText: optionalLine(80),
    description: optionalText(300),
    termsHighlight: optionalText(300),
    websiteUrl: optionalUrl,
    affiliateUrl: optionalUrl,
    feedKeys: feedKeysInput,
    keyFeatures: z
      .array(keyFeatureInput)
      .max(10, "At most 10 key features")
      .transform((list) => list.filter((f) => f.title !== "")),
  })
  .transform((c) => ({ ...c, ctaText: c.ctaText ?? generatedCta(c.bonus) }));
export type BookmakerContentForm = z.input<typeof bookmakerContentInput>;
export type BookmakerContent = z.output<typeof bookmakerContentInput>;

const id = dbId();
/** The version the form was loaded at: a save from an older one is refused instead of overwriting. */
const version = dbId();

export const createBookmakerInput = z.object({ content: bookmakerContentInput });
export const updateBookmakerInput = z.object({ id, version, content: bookmakerContentInput });
export const setFeaturedInput = z.object({ id, version, featured: z.boolean() });
export const setActiveInput = z.object({ id, version, active: z.boolean() });
export const setPublishStatusInput = z.object({ id, version, status: z.enum(PUBLISH_STATUSES) });
export const reorderBookmakersInput = z.object({
  ids: z
    .array(id)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, "Each bookmaker may appear once"),
});

export const SLUG_REQUIRED = "Enter a redirect slug";
export const SLUG_FORMAT = "Use lowercase letters, digits and single hyphens (for example my-bookmaker)";
export const SLUG_RESERVED = "This word is reserved; choose another slug";
/** Words that read as site paths or actions, never a bookmaker's slug. */
export const RESERVED_SLUGS = ["admin", "api", "auth", "go", "assets", "admin-assets", "healthz", "new", "edit", "null", "undefined"] as const;

/** Redirect slug (spec: trimmed; an empty slug is not saved). Lowercase letters, digits, single hyphens. */
export const redirectSlug = singleLine({ min: 1, max: 60, message: SLUG_REQUIRED })
  .refine((s) => s === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s), SLUG_FORMAT)
  .refine((s) => !(RESERVED_SLUGS as readonly string[]).includes(s), SLUG_RESERVED);

export const setRedirectSlugInput = z.object({ id, version, slug: redirectSlug });

/** The server's refusals, word for word, so the forms and the tests can name them. */
export const BOOKMAKER_NOT_FOUND = "Bookmaker not found";
export const STALE_BOOKMAKER = "This bookmaker was changed by someone else since you opened it. Reload to see the latest version.";
export const STALE_ORDER = "The list changed since it was loaded. Reload and try again.";
export const SLUG_NEEDS_URL = "Add a website or affiliate URL before setting a redirect slug";
export const REDIRECT_NEEDS_URL = "A bookmaker with a redirect slug needs a website or affiliate URL";
export const slugTaken = (slug: string, name: string) => `The slug ${slug} is already used by ${name}`;
/** A feed key maps one bookmaker: the field's message, and the refusal's (the toast's) longer one. */
export const feedKeyUsedBy = (name: string) => `Already used by ${name}`;
export const feedKeyTaken = (feed: MappedFeed, key: string, name: string) => `The key ${key} is already used by ${name} on ${MAPPED_FEED_LABELS[feed]}`;

/**
 * A bookmaker as the Bookmakers tab shows and edits it (`bookmakers.list` and every change's answer).
 * `redirectTarget` (where /go sends) and `updatedAt` are not on screen; the API's tests read them.
 */
export const adminBookmakerOutput = z.object({
  id: z.number(),
  name: z.string(),
  rating: z.number(),
  bonus: z.string().nullable(),
  bonusType: z.enum(BONUS_TYPES),
  buttonText: z.string(),
  ctaText: z.string().nullable(),
  description: z.string().nullable(),
  termsHighlight: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  affiliateUrl: z.string().nullable(),
  feedKeys: z.object({ "the-odds-api": z.string().nullable(), stadar: z.string().nullable(), "odds-api-io": z.string().nullable() }),
  keyFeatures: z.array(z.object({ title: z.string(), description: z.string().nullable() })),
  displayOrder: z.number(),
  isFeatured: z.boolean(),
  active: z.boolean(),
  publishStatus: z.enum(PUBLISH_STATUSES),
  redirectSlug: z.string().nullable(),
  slugAliases: z.array(z.string()),
  redirectTarget: z.string().nullable(),
  clickCount: z.number(),
  /** No licence offers it anywhere (issue 36): the card says "Not shown anywhere: no licences set". */
  offeredNowhere: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
});
export const adminBookmakerListOutput = z.array(adminBookmakerOutput);
