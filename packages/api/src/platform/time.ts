/** Durations in milliseconds, for clocks and windows: `30 * MINUTE_MS` reads as what it is. */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
