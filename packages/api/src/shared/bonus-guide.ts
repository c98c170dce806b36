import { AGE_PLACEHOLDER, type BonusGuide } from "@eb/db/bonus-guide-values";

export { AGE_PLACEHOLDER, DEFAULT_BONUS_GUIDE, type BonusExplainer, type BonusGuide } from "@eb/db/bonus-guide-values";

/** An explainer's text with the place's minimum age where it says "{age}". */
export function withMinimumAge(text: string, age: number): string {
  return text.split(AGE_PLACEHOLDER).join(String(age));
}

/**
 * Whether a place's explainers name "risk-free" offers: the page's description and keywords say so
 * only then (the UK's advertising guidance avoids the word, and its demo explainers do).
 */
export function namesRiskFree(guide: BonusGuide): boolean {
  return guide.types.some((t) => /risk[- ]free/i.test(`${t.title} ${t.text}`));
}
