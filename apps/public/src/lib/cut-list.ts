/** A list's count as a page shows it: "243", or "1,000+" when the count stopped at its cap (issue 38). */
export function listCount(total: number, totalCapped: boolean): string {
  return `${total.toLocaleString("en-US")}${totalCapped ? "+" : ""}`;
}

/**
 * Says that a list shows only its first part, e.g. "Showing the first 100 of 243 matches" (or "of
 * 1,000+ matches" past the count's cap); null when nothing was left out.
 */
export function cutListNote(shown: number, list: { total: number; totalCapped: boolean }, noun: string): string | null {
  return shown < list.total || list.totalCapped ? `Showing the first ${shown} of ${listCount(list.total, list.totalCapped)} ${noun}` : null;
}
