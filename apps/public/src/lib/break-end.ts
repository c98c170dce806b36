const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * The end of a visitor's break as the pages word it: "6 December 2026, 14:05 UTC". Spelt out in UTC
 * by hand, not by the locale's formatter, so the server's render and the hydrating browser say the same.
 */
export function breakEndText(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())} UTC`;
}
