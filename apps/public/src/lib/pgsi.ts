/**
 * The Problem Gambling Severity Index (PGSI), the nine scored questions of the Canadian Problem
 * Gambling Index (Ferris & Wynne, 2001), about the last 12 months, with its published scoring:
 * each answer 0 to 3, the total 0 to 27, and four bands. Pure, so the page's self-assessment is
 * tested without a browser; its answers are never sent anywhere.
 */
export const PGSI_QUESTIONS = [
  "Have you bet more than you could really afford to lose?",
  "Have you needed to gamble with larger amounts of money to get the same feeling of excitement?",
  "When you gambled, did you go back another day to try to win back the money you lost?",
  "Have you borrowed money or sold anything to get money to gamble?",
  "Have you felt that you might have a problem with gambling?",
  "Has gambling caused you any health problems, including stress or anxiety?",
  "Have people criticised your betting or told you that you had a gambling problem, whether or not you thought it was true?",
  "Has your gambling caused any financial problems for you or your household?",
  "Have you felt guilty about the way you gamble or what happens when you gamble?",
] as const;

/** The answers and their points. */
export const PGSI_ANSWERS = ["Never", "Sometimes", "Most of the time", "Almost always"] as const;

export type PgsiBand = { min: number; title: string; text: string };

/** The published bands, highest first. */
const BANDS: PgsiBand[] = [
  {
    min: 8,
    title: "Problem gambling",
    text: "Gambling with negative consequences and a possible loss of control. Please talk to a helpline: it is free and confidential.",
  },
  { min: 3, title: "Moderate risk", text: "A moderate level of problems, leading to some negative consequences. A helpline can help you take stock." },
  { min: 1, title: "Low risk", text: "A low level of problems, with few or no negative consequences identified. Keep to your limits." },
  { min: 0, title: "No problem gambling", text: "No problems identified from your answers. Keep to your limits, and check again if that changes." },
];

/** The total of nine answers (each 0–3), or null until every question is answered. */
export function pgsiScore(answers: readonly (number | null)[]): number | null {
  if (answers.length !== PGSI_QUESTIONS.length || answers.some((a) => a === null || a < 0 || a > 3 || !Number.isInteger(a))) return null;
  return (answers as number[]).reduce((sum, a) => sum + a, 0);
}

/** The band a total falls in. */
export function pgsiBand(score: number): PgsiBand {
  return BANDS.find((b) => score >= b.min)!;
}
