/** Says that a list shows only its first part, e.g. "Showing the first 100 of 243 matches"; null when nothing was left out. */
export function cutListNote(shown: number, total: number, noun: string): string | null {
  return shown < total ? `Showing the first ${shown} of ${total} ${noun}` : null;
}
