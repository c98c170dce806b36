import {
  bookmakerContentInput,
  DEFAULT_BUTTON_TEXT,
  generatedCta,
  MAPPED_FEEDS,
  ratingFromInput,
  type BonusType,
  type BookmakerContentForm,
  type MappedFeed,
} from "@eb/api/contracts";
import type { AdminOutputs } from "@eb/api/admin-types";
import { fieldErrors } from "../../lib/field-errors";

export type AdminBookmaker = AdminOutputs["bookmakers"]["list"][number];

/** One key feature row; `key` keeps React's rows stable while rows are added and removed. */
export type KeyFeatureRow = { key: number; title: string; description: string };

/** The bookmaker's key on each feed an admin maps, as typed. */
export type FeedKeysState = Record<MappedFeed, string>;

/** The Edit Content dialog's fields as typed: every value is the input's text. */
export type ContentFormState = {
  name: string;
  rating: string;
  bonus: string;
  bonusType: BonusType;
  buttonText: string;
  ctaText: string;
  description: string;
  termsHighlight: string;
  websiteUrl: string;
  affiliateUrl: string;
  feedKeys: FeedKeysState;
  keyFeatures: KeyFeatureRow[];
};

export type TextField = Exclude<keyof ContentFormState, "bonusType" | "keyFeatures" | "feedKeys">;

/** A new bookmaker's form: only the badge text has a value, the spec's default. */
export function emptyContentForm(): ContentFormState {
  return {
    name: "",
    rating: "",
    bonus: "",
    bonusType: "deposit",
    buttonText: DEFAULT_BUTTON_TEXT,
    ctaText: "",
    description: "",
    termsHighlight: "",
    websiteUrl: "",
    affiliateUrl: "",
    feedKeys: { "the-odds-api": "", stadar: "", "odds-api-io": "" },
    keyFeatures: [],
  };
}

/** The form for an existing bookmaker; null fields become empty inputs. */
export function contentFormFrom(b: AdminBookmaker): ContentFormState {
  return {
    name: b.name,
    rating: String(b.rating),
    bonus: b.bonus ?? "",
    bonusType: b.bonusType,
    buttonText: b.buttonText,
    ctaText: b.ctaText ?? "",
    description: b.description ?? "",
    termsHighlight: b.termsHighlight ?? "",
    websiteUrl: b.websiteUrl ?? "",
    affiliateUrl: b.affiliateUrl ?? "",
    feedKeys: { "the-odds-api": b.feedKeys["the-odds-api"] ?? "", stadar: b.feedKeys.stadar ?? "", "odds-api-io": b.feedKeys["odds-api-io"] ?? "" },
    keyFeatures: b.keyFeatures.map((f, i) => ({ key: i + 1, title: f.title, description: f.description ?? "" })),
  };
}

/** What the form sends: the server parses it with the same schema (rating text: spec's non-numeric-is-0 rule). */
export function contentInput(state: ContentFormState): BookmakerContentForm {
  const { keyFeatures, rating, feedKeys, ...text } = state;
  return {
    ...text,
    feedKeys: { ...feedKeys },
    rating: ratingFromInput(rating),
    keyFeatures: keyFeatures.map(({ title, description }) => ({ title, description })),
  };
}

/** The key of one feed's key field in the error map, e.g. "feedKeys.stadar" (the server's refusal names the same path). */
export const feedKeyErrorKey = (feed: MappedFeed) => `feedKeys.${feed}`;

/** The key of a key feature's field in the error map, e.g. "keyFeatures.2.title". */
export const keyFeatureErrorKey = (index: number, field: "title" | "description") => `keyFeatures.${index}.${field}`;

export type ContentValidation = { ok: true; input: BookmakerContentForm } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the server's own schema. Errors are keyed by field name; a key feature's
 * by its row and field (keyFeatureErrorKey), a feed key's by its feed (feedKeyErrorKey), so each
 * shows its own message.
 */
export function validateContent(state: ContentFormState): ContentValidation {
  const input = contentInput(state);
  const result = bookmakerContentInput.safeParse(input);
  if (result.success) return { ok: true, input };
  const rowIssues = result.error.issues.filter(
    (i) =>
      (i.path[0] === "keyFeatures" && typeof i.path[1] === "number" && i.path[2] !== undefined) ||
      (i.path[0] === "feedKeys" && MAPPED_FEEDS.includes(i.path[1] as MappedFeed)),
  );
  const errors = fieldErrors(result.error.issues.filter((i) => !rowIssues.includes(i)));
  for (const issue of rowIssues) errors[issue.path.slice(0, issue.path[0] === "feedKeys" ? 2 : 3).join(".")] ??= issue.message;
  return { ok: false, errors };
}

/** The CTA input's placeholder: the text saved when it is left empty. */
export const ctaPlaceholder = (bonus: string) => generatedCta(bonus.trim() || null);

export function addKeyFeature(rows: readonly KeyFeatureRow[]): KeyFeatureRow[] {
  const key = rows.reduce((max, r) => Math.max(max, r.key), 0) + 1;
  return [...rows, { key, title: "", description: "" }];
}

export const removeKeyFeature = (rows: readonly KeyFeatureRow[], key: number) => rows.filter((r) => r.key !== key);

export const updateKeyFeature = (rows: readonly KeyFeatureRow[], key: number, change: Partial<Omit<KeyFeatureRow, "key">>) =>
  rows.map((r) => (r.key === key ? { ...r, ...change } : r));
