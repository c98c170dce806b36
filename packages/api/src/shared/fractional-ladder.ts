/**
 * The traditional fractions bookmakers print (the UK ladder), shortest first: fractional odds are
 * shown as the one nearest the decimal price, never as the exact reduced fraction ("203/100"),
 * which no bookmaker prints. They are kept unreduced where the trade writes them so: 4/6, not 2/3;
 * 6/4, not 3/2; 85/40. Both 21/10 and 85/40 are in use and both are kept.
 */
export const FRACTIONAL_LADDER: readonly string[] = [
  "1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 1/7 1/6",
  "1/5 2/9 1/4 2/7 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11",
  "1/1 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8 2/1 21/10 85/40 9/4 5/2 11/4",
  "3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1",
  "11/1 12/1 14/1 16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1",
]
  .join(" ")
  .split(" ");

/** Each fraction with its decimal price (1 + numerator / denominator), shortest first. */
export const FRACTIONAL_STEPS: readonly { fraction: string; price: number }[] = FRACTIONAL_LADDER.map((fraction) => {
  const [numerator, denominator] = fraction.split("/").map(Number) as [number, number];
  return { fraction, price: 1 + numerator / denominator };
});
