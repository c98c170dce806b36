/**
 * The shape of the demo's traffic over time: a daily rhythm (quiet nights, a busy evening, when the
 * big matches are played in Europe), a weekly one (weekends are match days), slow growth over the
 * period and some day-to-day noise, so the charts look like a site's and not like a test fixture.
 */

/** Relative share of a day's sessions starting in each UTC hour. */
export const HOUR_WEIGHTS: readonly number[] = [2, 1.5, 1, 0.8, 0.6, 0.6, 0.8, 1.2, 1.8, 2.4, 3, 3.4, 3.8, 4, 4.2, 4.6, 5.2, 6, 7, 7.6, 7.4, 6.4, 4.8, 3.2];

/** Sessions relative to a Monday: Friday evening and the weekend carry the playoffs. */
export const WEEKDAY_FACTORS: readonly number[] = [1.45, 1, 0.95, 0.95, 1, 1.15, 1.55]; // Sunday first, as Date#getUTCDay

/** Consented sessions a day at the start of the period; the last day has about twice as many. */
export const BASE_SESSIONS_PER_DAY = 55;

/**
 * Sessions on day `index` of `days` (0 = the oldest): growth, the weekday's factor and ±15 % noise.
 * `random` is the history's seeded generator, so the same day always gets the same count.
 */
export function sessionsOnDay(index: number, days: number, weekday: number, random: () => number): number {
  const growth = 1 + index / Math.max(1, days - 1);
  const noise = 0.85 + random() * 0.3;
  return Math.round(BASE_SESSIONS_PER_DAY * growth * WEEKDAY_FACTORS[weekday]! * noise);
}

/** One item, chosen with probability proportional to its weight. */
export function pickWeighted<T>(items: readonly (readonly [T, number])[], random: () => number): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let point = random() * total;
  for (const [item, weight] of items) {
    point -= weight;
    if (point < 0) return item;
  }
  return items.at(-1)![0];
}

/** The UTC hour a session starts in, following HOUR_WEIGHTS. */
export function startHour(random: () => number): number {
  return pickWeighted(
    HOUR_WEIGHTS.map((w, hour) => [hour, w] as const),
    random,
  );
}
