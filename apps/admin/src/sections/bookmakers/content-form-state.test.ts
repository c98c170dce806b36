import { describe, expect, it } from "vitest";
import { ABSOLUTE_URL, bookmakerContentInput, ODDS_FEED_KEY_FORMAT, RATING_RANGE, RATING_STEP } from "@eb/api/contracts";
import {
  addKeyFeature,
  contentFormFrom,
  contentInput,
  ctaPlaceholder,
  emptyContentForm,
  feedKeyErrorKey,
  keyFeatureErrorKey,
  removeKeyFeature,
  updateKeyFeature,
  validateContent,
  type AdminBookmaker,
  type ContentFormState,
} from "./content-form-state";

const saved: AdminBookmaker = {
  id: 7,
  name: "Vortex Bet",
  rating: 4.8,
  bonus: "100% up to €200",
  bonusType: "deposit",
  buttonText: "Welcome Bonus",
  ctaText: null,
  description: "Deep esports markets.",
  termsHighlight: null,
  websiteUrl: "https://vortexbet.example/",
  affiliateUrl: "https://vortexbet.example/welcome?aff=1",
  feedKeys: { "the-odds-api": "vortexbet", stadar: null, "odds-api-io": "vortex_bet" },
  keyFeatures: [
    { title: "Live map betting", description: null },
    { title: "Fast withdrawals", description: "Within a day" },
  ],
  displayOrder: 1,
  isFeatured: true,
  active: true,
  publishStatus: "published",
  redirectSlug: "vortex-bet",
  slugAliases: [],
  redirectTarget: "https://vortexbet.example/welcome?aff=1",
  clickCount: 3,
  offeredNowhere: false,
  version: 4,
  updatedAt: "2025-01-01T00:00:00.000Z",
};

const valid = (over: Partial<ContentFormState> = {}): ContentFormState => ({ ...contentFormFrom(saved), ...over });

describe("content form state", () => {
  it("loads a bookmaker into text inputs (null becomes empty) and sends back what the server parses to the same content", () => {
    const form = contentFormFrom(saved);
    expect(form).toMatchObject({ rating: "4.8", ctaText: "", termsHighlight: "", bonusType: "deposit" });
    expect(form.keyFeatures.map((f) => [f.title, f.description])).toEqual([
      ["Live map betting", ""],
      ["Fast withdrawals", "Within a day"],
    ]);
    const parsed = bookmakerContentInput.parse(contentInput(form));
    expect(parsed).toMatchObject({ name: "Vortex Bet", rating: 4.8, ctaText: "Claim 100% up to €200", termsHighlight: null, keyFeatures: saved.keyFeatures });
  });

  it("refuses a non-numeric rating with the schema's message (spec: it becomes 0), and a rating off the 0.1 step", () => {
    const abc = validateContent(valid({ rating: "abc" }));
    expect(abc).toEqual({ ok: false, errors: { rating: RATING_RANGE } });
    expect(contentInput(valid({ rating: "abc" })).rating).toBe(0);
    expect(validateContent(valid({ rating: "4.55" }))).toEqual({ ok: false, errors: { rating: RATING_STEP } });
    expect(validateContent(valid({ rating: "4,5" })).ok).toBe(true);
  });

  it("names each invalid field: a missing name, a relative URL, a too-long key feature title in its own row", () => {
    const result = validateContent(
      valid({
        name: "  ",
        websiteUrl: "vortexbet.example",
        keyFeatures: [
          { key: 1, title: "ok", description: "" },
          { key: 2, title: "x".repeat(81), description: "" },
        ],
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({ name: "Name is required", websiteUrl: ABSOLUTE_URL });
    expect(result.errors[keyFeatureErrorKey(1, "title")]).toMatch(/80/);
    expect(result.errors[keyFeatureErrorKey(0, "title")]).toBeUndefined();
    expect(result.errors.keyFeatures).toBeUndefined();
  });

  it("starts a new bookmaker empty with the default badge text, and needs a name and a rating", () => {
    const form = emptyContentForm();
    expect(form.buttonText).toBe("Welcome Bonus");
    expect(validateContent(form)).toEqual({ ok: false, errors: { name: "Name is required", rating: RATING_RANGE } });
    const ok = validateContent({ ...form, name: "New Bet", rating: "4" });
    expect(ok.ok && bookmakerContentInput.parse(ok.input)).toMatchObject({ name: "New Bet", rating: 4, bonus: null, ctaText: "Claim Bonus", websiteUrl: null });
  });

  it("loads each feed's key, sends them lower-cased, an empty one as unmapped, and names a key of the wrong form under its feed", () => {
    expect(contentFormFrom(saved).feedKeys).toEqual({ "the-odds-api": "vortexbet", stadar: "", "odds-api-io": "vortex_bet" });
    const typed = (feedKeys: Partial<ContentFormState["feedKeys"]>) => valid({ feedKeys: { "the-odds-api": "", stadar: "", "odds-api-io": "", ...feedKeys } });
    expect(bookmakerContentInput.parse(contentInput(typed({ stadar: " VortexBet_EU " }))).feedKeys).toEqual({
      "the-odds-api": null,
      stadar: "vortexbet_eu",
      "odds-api-io": null,
    });
    expect(validateContent(typed({ "the-odds-api": "vortex-bet", "odds-api-io": "ok" }))).toEqual({
      ok: false,
      errors: { [feedKeyErrorKey("the-odds-api")]: ODDS_FEED_KEY_FORMAT },
    });
    expect(feedKeyErrorKey("odds-api-io")).toBe("feedKeys.odds-api-io");
  });

  it("shows the generated CTA as the placeholder: 'Claim {bonus}', or 'Claim Bonus' without one", () => {
    expect(ctaPlaceholder(" €50 free ")).toBe("Claim €50 free");
    expect(ctaPlaceholder("  ")).toBe("Claim Bonus");
  });

  it("adds, edits and removes key feature rows by their key; untitled rows are dropped on save", () => {
    let rows = addKeyFeature(contentFormFrom(saved).keyFeatures);
    expect(rows.map((r) => r.key)).toEqual([1, 2, 3]);
    rows = updateKeyFeature(rows, 3, { title: "Cash-out" });
    rows = removeKeyFeature(rows, 1);
    expect(rows.map((r) => r.title)).toEqual(["Fast withdrawals", "Cash-out"]);
    expect(addKeyFeature(rows).at(-1)!.key).toBe(4);
    const parsed = bookmakerContentInput.parse(contentInput(valid({ keyFeatures: [...rows, { key: 9, title: " ", description: "no title" }] })));
    expect(parsed.keyFeatures).toEqual([
      { title: "Fast withdrawals", description: "Within a day" },
      { title: "Cash-out", description: null },
    ]);
  });
});
