import { searchPagePath } from "@eb/api/shared";
import type { SearchEntry, SearchGroup } from "./search-hits";

/** One option of the suggestion list, with the DOM id aria-activedescendant names. */
export type SuggestionOption = SearchEntry & { id: string };
export type SuggestionSection = { kind: SearchGroup["kind"]; title: string; labelId: string; options: SuggestionOption[] };

/**
 * The listbox's groups, option ids from the listbox's id, and last a "see all" option that opens
 * the results page. `flat` is the order the arrow keys walk.
 */
export function suggestionOptions(
  listboxId: string,
  groups: SearchGroup[],
  query: string,
): { sections: SuggestionSection[]; all: SuggestionOption; flat: SuggestionOption[] } {
  const sections = groups.map((g) => ({
    kind: g.kind,
    title: g.title,
    labelId: `${listboxId}-${g.kind}`,
    options: g.entries.map((e, i) => ({ ...e, id: `${listboxId}-${g.kind}-${i}` })),
  }));
  const all: SuggestionOption = { key: "all", id: `${listboxId}-all`, href: searchPagePath(query), label: `See all results for “${query}”`, detail: "" };
  return { sections, all, flat: [...sections.flatMap((s) => s.options), all] };
}

/** The arrow keys move through the options and wrap around; from none, Down starts at the first and Up at the last. */
export function movedActive(active: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
