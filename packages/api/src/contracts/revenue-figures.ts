import { z } from "zod";
import { DEFAULT_RANGE_PRESET, RANGE_PRESET_IDS } from "./analytics";

/** Issue 27: the Revenue card's breakdowns (A/B variant is "testId:variantId"; a click may be in several tests). */
export const REVENUE_BREAKDOWNS = ["bookmaker", "page", "placement", "country", "variant"] as const;
export type RevenueBreakdown = (typeof REVENUE_BREAKDOWNS)[number];

export const revenueFiguresInput = z.object({
  range: z.enum(RANGE_PRESET_IDS).default(DEFAULT_RANGE_PRESET),
  breakdown: z.enum(REVENUE_BREAKDOWNS).default("bookmaker"),
});
export type RevenueFiguresInput = z.infer<typeof revenueFiguresInput>;

/** Money in one currency, exact decimals as strings (SQL numeric sums). */
const moneyOutput = z.object({
  currency: z.string(),
  /** What the programmes reported: postback commissions plus imported report commissions. */
  reported: z.string(),
  /** From the deal terms where nothing was reported; never part of `reported`. */
  estimated: z.string(),
  /** Reported commission per click (null without clicks). */
  epc: z.string().nullable(),
});

const figuresOutput = z.object({
  clicks: z.number(),
  registrations: z.number(),
  firstDeposits: z.number(),
  /** First deposits / clicks, 0..1 (null without clicks). */
  clickToDeposit: z.number().nullable(),
  money: z.array(moneyOutput),
});

const unattributedOutput = z.object({
  registrations: z.number(),
  firstDeposits: z.number(),
  money: z.array(moneyOutput.omit({ epc: true })),
});

export const revenueFiguresOutput = z.object({
  range: z.object({
    from: z.string(),
    to: z.string(),
    previous: z.object({ from: z.string(), to: z.string() }).nullable(),
  }),
  current: figuresOutput,
  previous: figuresOutput.nullable(),
  unattributed: unattributedOutput,
  breakdown: z.object({
    by: z.enum(REVENUE_BREAKDOWNS),
    rows: z.array(figuresOutput.extend({ key: z.string(), label: z.string() })),
  }),
  daily: z.array(z.object({ day: z.string(), currency: z.string(), reported: z.string(), estimated: z.string() })),
});

/** The Bookmakers tab: each bookmaker's last 30 days. */
export const bookmakerRevenueOutput = z.array(figuresOutput.extend({ bookmakerId: z.number() }));
