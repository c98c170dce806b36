/** "1 click", "1,234 clicks": a count with its noun, grouped digits. */
export function countOf(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}
