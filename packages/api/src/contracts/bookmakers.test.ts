import { describe, expect, it } from "vitest";
import {
  bookmakerContentInput,
  generatedCta,
  isAbsoluteHttpUrl,
  ODDS_FEED_KEY_FORMAT,
  oddsFeedKey,
  RATING_RANGE,
  RATING_STEP,
  ratingFromInput,
  redirectSlug,
  SLUG_FORMAT,
  SLUG_REQUIRED,
  SLUG_RESERVED,
} from "./bookmakers";

const content = {
  name: "Vortex Bet",
  rating: 4.5,
  bonus: "100% up to €200",
  bonusType: "deposit",
  buttonText: "Welcome Bonus",
  ctaText: "",
  description: "",
  termsHighlight: "",
  websiteUrl: "",
  affiliateUrl: "",
  feedKeys: { "the-odds-api": "", stadar: "", "odds-api-io": "" },
  keyFeatures: [],
};
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe("the rating input", () => {
  it("reads the number typed, with a dot or a comma", () => {
    expect(ratingFromInput("4.5")).toBe(4.5);
    expect(ratingFromInput(" 3,7 ")).toBe(3.7);
    expect(ratingFromInput("5")).toBe(5);
  });
  it("turns anything non-numeric into 0 (spec), which the schema then refuses with the range message", () => {
    for (const text of ["", "abc", "-", "four"]) expect(ratingFromInput(text)).toBe(0);
    expect(messagesOf(bookmakerContentInput.safeParse({ ...content, rating: ratingFromInput("abc") }))).toEqual([RATING_RANGE]);
  });
  it("accepts 1 to 5 in steps of 0.1 only", () => {
    for (const rating of [1, 1.1, 2.3, 4.9, 5]) expect(bookmakerContentInput.safeParse({ ...content, rating }).success).toBe(true);
    expect(messagesOf(bookmakerContentInput.safeParse({ ...content, rating: 0.9 }))).toEqual([RATING_RANGE]);
    expect(messagesOf(bookmakerContentInput.safeParse({ ...content, rating: 5.1 }))).toEqual([RATING_RANGE]);
    expect(messagesOf(bookmakerContentInput.safeParse({ ...content, rating: 4.55 }))).toEqual([RATING_STEP]);
  });
});

describe("the generated CTA", () => {
  it("is 'Claim {bonus}', or 'Claim Bonus' without a bonus", () => {
    expect(generatedCta("€50 in free bets")).toBe("Claim €50 in free bets");
    expect(generatedCta(null)).toBe("Claim Bonus");
  });
  it("fills an empty CTA on save, and keeps one that was typed", () => {
    expect(bookmakerContentInput.parse({ ...content, ctaText: "  " }).ctaText).toBe("Claim 100% up to €200");
    expect(bookmakerContentInput.parse({ ...content, bonus: "", ctaText: "" }).ctaText).toBe("Claim Bonus");
    expect(bookmakerContentInput.parse({ ...content, ctaText: "Join now" }).ctaText).toBe("Join now");
  });
});

describe("absolute http(s) URLs", () => {
  it("accepts http and https URLs with a host", () => {
    for (const url of ["https://book.example", "http://book.example/join?aff=1", "HTTPS://Book.Example/x"]) expect(isAbsoluteHttpUrl(url)).toBe(true);
  });
  it("refuses relative, protocol-relative and other schemes", () => {
    for (const url of [
      "/join",
      "book.example",
      "//book.example",
      "javascript:alert(1)",
      "ftp://book.example",
      "data:text/html,x",
      "https://",
      "mailto:a@b.example",
    ])
      expect(isAbsoluteHttpUrl(url)).toBe(false);
  });
});

describe("the content schema", () => {
  it("saves empty optional fields as null and drops key features without a title", () => {
    const parsed = bookmakerContentInput.parse({
      ...content,
      bonus: " ",
      keyFeatures: [
        { title: " Fast withdrawals ", description: "" },
        { title: "  ", description: "ignored" },
      ],
    });
    expect(parsed).toMatchObject({ bonus: null, description: null, termsHighlight: null, websiteUrl: null, affiliateUrl: null });
    expect(parsed.keyFeatures).toEqual([{ title: "Fast withdrawals", description: null }]);
  });
  it("falls back to the 'Welcome Bonus' badge text", () => {
    expect(bookmakerContentInput.parse({ ...content, buttonText: "" }).buttonText).toBe("Welcome Bonus");
  });
  it("offers exactly the six bonus types", () => {
    for (const bonusType of ["deposit", "no_deposit", "cashback", "free_bets", "loyalty", "other"])
      expect(bookmakerContentInput.safeParse({ ...content, bonusType }).success).toBe(true);
    expect(bookmakerContentInput.safeParse({ ...content, bonusType: "welcome" }).success).toBe(false);
  });
});

describe("the redirect slug", () => {
  it("is trimmed, required, lowercase letters, digits and single hyphens, and not reserved", () => {
    expect(redirectSlug.parse("  vortex-bet-2 ")).toBe("vortex-bet-2");
    expect(messagesOf(redirectSlug.safeParse("   "))).toContain(SLUG_REQUIRED);
    for (const bad of ["Vortex", "vortex_bet", "vortex--bet", "-vortex", "vortex-", "vör"])
      expect(messagesOf(redirectSlug.safeParse(bad))).toEqual([SLUG_FORMAT]);
    expect(messagesOf(redirectSlug.safeParse("admin"))).toEqual([SLUG_RESERVED]);
  });
});

describe("the odds feed key", () => {
  it("is optional: trimmed, lower-cased, and null (unmapped) when empty", () => {
    expect(oddsFeedKey.parse("  Pinnacle ")).toBe("pinnacle");
    expect(oddsFeedKey.parse("WilliamHill_US")).toBe("williamhill_us");
    expect(oddsFeedKey.parse("betfair_ex_eu")).toBe("betfair_ex_eu");
    expect(oddsFeedKey.parse("   ")).toBeNull();
    const feedKeys = { "the-odds-api": "", stadar: " Marathonbet ", "odds-api-io": "Vortex_Bet" };
    expect(bookmakerContentInput.parse({ ...content, feedKeys }).feedKeys).toEqual({
      "the-odds-api": null,
      stadar: "marathonbet",
      "odds-api-io": "vortex_bet",
    });
  });
  it("is lower-case letters, digits and underscores, 1 to 60 of them", () => {
    expect(oddsFeedKey.parse("a".repeat(60))).toBe("a".repeat(60));
    expect(messagesOf(oddsFeedKey.safeParse("a".repeat(61)))).toEqual(["Enter at most 60 characters"]);
    for (const bad of ["william-hill", "bet365 uk", "bet.365", "pinnäcle", "https://pinnacle.com"])
      expect(messagesOf(oddsFeedKey.safeParse(bad))).toEqual([ODDS_FEED_KEY_FORMAT]);
    expect(bookmakerContentInput.safeParse({ ...content, feedKeys: undefined }).success).toBe(false);
    // Each feed's key is checked on its own, under its feed's path.
    const bad = bookmakerContentInput.safeParse({ ...content, feedKeys: { "the-odds-api": "ok", stadar: "bet.365", "odds-api-io": "" } });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([["feedKeys.stadar", ODDS_FEED_KEY_FORMAT]]);
  });
});
