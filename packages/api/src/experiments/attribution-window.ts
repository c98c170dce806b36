import { DAY_MS } from "../platform";

/**
 * How long after a test ends the bookmakers' reports still count for it. Programmes report a
 * registration or first deposit days after the click (first deposits often in a daily batch, a
 * player may deposit weeks after registering), so a completed test's affiliate metrics keep
 * changing; 30 days is the cookie window most esports/betting programmes (Income Access,
 * MyAffiliates, NetRefer) attribute a player to a click for. Reports received later are not
 * counted, so a test's result is final once its window has closed.
 */
export const ATTRIBUTION_WINDOW_DAYS = 30;

export type AttributionWindow = { windowDays: number; closesAt: Date | null; open: boolean };

/** When a test's window closes (null while it has no end date: still running or paused) and whether it is still open at `now`. */
export function attributionWindow(endDate: Date | null, now: Date): AttributionWindow {
  const closesAt = endDate ? new Date(endDate.getTime() + ATTRIBUTION_WINDOW_DAYS * DAY_MS) : null;
  return { windowDays: ATTRIBUTION_WINDOW_DAYS, closesAt, open: closesAt === null || now < closesAt };
}
