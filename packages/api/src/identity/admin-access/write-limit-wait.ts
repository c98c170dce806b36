import type { Limit } from "../../platform";

/**
 * When the next write is allowed under the sliding count of security/rate-limit.ts: the hits of the
 * current window plus those of the previous one weighted by how much of it still overlaps, rounded
 * up; a write is allowed while that count plus itself stays within the limit. Assuming no further
 * writes, the earliest such instant from `now`: within this window once enough of the previous one
 * has slid out, else in the next window, once enough of this one has.
 */
export function nextWriteAt(rule: Limit, now: Date, counts: { current: number; previous: number }): Date {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const room = rule.limit - 1 - counts.current;
  // ceil(previous × (1 − f)) ≤ room  ⇔  f ≥ 1 − room / previous, f being the elapsed share of the window.
  const at =
    room >= 0
      ? counts.previous === 0
        ? now.getTime()
        : start + rule.windowMs * (1 - room / counts.previous)
      : start + rule.windowMs + rule.windowMs * (1 - (rule.limit - 1) / counts.current);
  return new Date(Math.max(now.getTime(), Math.ceil(at)));
}

/** "1 minute 40 seconds", "45 seconds": a wait, rounded up to the second. */
export function describeWait(ms: number): string {
  const total = Math.max(1, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  if (minutes === 0) return unit(seconds, "second");
  return seconds === 0 ? unit(minutes, "minute") : `${unit(minutes, "minute")} ${unit(seconds, "second")}`;
}
