import type { Game } from "@eb/api/shared";

export type GuideContent = {
  game: Game;
  /** The page title for the current year (a title must never show a past year). */
  title: (year: number) => string;
  metaDescription: string;
  keywords: string;
  heroTitle: string;
  heroText: string;
  facts: Array<{ label: string; value: string }>;
  markets: Array<{ name: string; text: string }>;
  tips: Array<{ title: string; text: string }>;
  calendar?: { title: string; intro: string; events: Array<{ month: string; name: string; place: string }> };
};
