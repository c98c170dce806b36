import type { CreateAbTestValue, UpdateAbVariantsValue } from "../contracts";
import type { RunningVariant } from "../experiments";

/**
 * The demo's two A/B tests, as an admin would have set them up: one that ran for five weeks and
 * found a clear winner, and one still running. `clickRate` is how the demo's visitors behave once
 * shown a variant (the share that then click a bookmaker), which is what the results then measure;
 * the days are places in the 90-day history.
 */
export type DemoTestPlan = {
  create: CreateAbTestValue;
  /** Variant names and content, control first, in the order the test creates them. */
  variants: { name: string; config: UpdateAbVariantsValue["variants"][number]["config"] }[];
  /** The page a visitor sees the place on. */
  path: string;
  startDay: number;
  /** Null: still running today. */
  endDay: number | null;
  clickRate: (variant: RunningVariant) => number;
};

export const DEMO_TESTS: readonly DemoTestPlan[] = [
  {
    create: {
      name: "Home hero headline (demo data)",
      description: "Demo: does a headline about live odds make more visitors click a bookmaker than the current one? Completed with a clear winner.",
      place: "home_hero",
      targetMetric: "bookmaker_clicks",
      confidenceLevel: 95,
    },
    variants: [
      { name: "Control", config: {} },
      {
        name: "Live odds headline",
        config: {
          headline: "Every esports match of {year}, with live odds",
          text: "Compare the best esports betting sites side by side before the next match starts.",
        },
      },
    ],
    path: "/",
    startDay: 15,
    endDay: 50,
    clickRate: (v) => (v.isControl ? 0.07 : 0.15),
  },
  {
    create: {
      name: "Bookmaker button text (demo data)",
      description: "Demo: a shorter call to action on the bookmaker cards. Still running.",
      place: "bookmaker_cta",
      targetMetric: "bookmaker_clicks",
      confidenceLevel: 95,
    },
    variants: [
      { name: "Control", config: {} },
      { name: "Short CTA", config: { ctaText: "Get {bonus}" } },
    ],
    path: "/bonuses",
    startDay: 76,
    endDay: null,
    clickRate: (v) => (v.isControl ? 0.24 : 0.27),
  },
];
