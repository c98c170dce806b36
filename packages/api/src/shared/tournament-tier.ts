/**
 * Spec 3 "Tournament tier helper": the tier follows from words in the tournament's name. This is
 * the one definition: the pure function below and the SQL expression of the Debug Tools counts
 * (debug/tier-sql.ts) are both built from these lists and these patterns.
 */
export const TIERS = ["tier1", "tier2", "tier3"] as const;
export type Tier = (typeof TIERS)[number];

/** Major-event words: a name containing one gives tier1. */
export const TIER1_WORDS = [
  "world championship",
  "worlds",
  "international",
  "major",
  "masters",
  "champions",
  "lec",
  "lcs",
  "lck",
  "lpl",
  "blast premier",
  "esl pro league",
  "pgl major",
  "iem",
  "playoffs",
] as const;

/** Second-level words: a name containing one (and no tier1 word) gives tier2. */
export const TIER2_WORDS = ["challengers", "regional", "academy", "rising", "division", "qualifiers", "open", "circuit", "series", "league", "cup"] as const;

/**
 * A regular expression, valid and equivalent in JavaScript and PostgreSQL, that matches a
 * lower-cased name containing one of the words as a whole word ("lec" in "LEC Spring", not in
 * "Electric Cup"). Boundaries and the gaps inside a phrase are written as ASCII classes, which
 * both engines read the same way (`\b` and `\y` differ on non-ASCII letters). The words are
 * lower-case letters and single spaces only (a unit test holds that), so none needs escaping.
 */
export function tierWordsPattern(words: readonly string[]): string {
  const alternatives = words.map((w) => w.split(" ").join("[^a-z0-9]+")).join("|");
  return `(^|[^a-z0-9])(${alternatives})([^a-z0-9]|$)`;
}

export const TIER1_PATTERN = tierWordsPattern(TIER1_WORDS);
export const TIER2_PATTERN = tierWordsPattern(TIER2_WORDS);

const tier1 = new RegExp(TIER1_PATTERN);
const tier2 = new RegExp(TIER2_PATTERN);

/** The spec's tier of a tournament (or of a match, by its tournament name); no name is tier3. */
export function tournamentTier(name: string | null | undefined): Tier {
  const lower = (name ?? "").toLowerCase();
  if (tier1.test(lower)) return "tier1";
  if (tier2.test(lower)) return "tier2";
  return "tier3";
}
