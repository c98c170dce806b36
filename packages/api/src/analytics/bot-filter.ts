import { isbot } from "isbot";
import { memoize } from "./memo";

/** isbot runs a large regular expression; browsers send a handful of distinct user agents. */
const isBotAgent = memoize((ua) => isbot(ua));

/**
 * A request counts as automated when its user agent is on the isbot list, is missing, or when it
 * sends no Accept header at all (browsers always send one; scripts and link checkers often do not).
 */
export function isAutomatedRequest(headers: { userAgent?: string | null; accept?: string | null }): boolean {
  if (!headers.userAgent) return true;
  if (!headers.accept) return true;
  return isBotAgent(headers.userAgent);
}
