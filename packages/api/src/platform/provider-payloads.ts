import { z } from "zod";

/**
 * Parsing a provider's list payload, item by item. Provider-neutral: the esports sync's PandaScore client
 * and the odds domain's The Odds API client use it. It sits in the platform, below both domains,
 * because `shared/` is browser-safe code and this is not.
 *
 * How a provider validates what it reads:
 * 1. One zod schema per kind of list item, in the provider's folder (esports-sync/pandascore/schemas.ts), with
 *    its types inferred from it (`z.infer`, esports-sync/pandascore/types.ts), never declared a second time. A key
 *    the provider may leave out is `.optional()`, a value it may send as null `.nullable()`; the rest
 *    is required and strictly typed. Unknown keys are stripped, not refused: providers add fields.
 * 2. The client parses the body at the boundary, where the HTTP answer becomes data:
 *    `parseList(itemSchema, json)`. A body that is not a list at all (an error object, a maintenance
 *    page) gives `null`, and the client fails the request with its provider error, as a bad HTTP
 *    status does. Otherwise each item is parsed on its own: one bad item never costs the page.
 * 3. The valid items go to the mappers, which read them as their types say and re-check nothing the
 *    schema guarantees (they keep only the domain rules: blank text to null, http(s) URLs only).
 * 4. The invalid items travel on the batch (`SyncBatch.invalid`), are counted as skipped, and
 *    syncSource logs them with their id and the path of each issue (esports-sync/sync-source.ts).
 */

/** One list item that failed its schema: where it was, its own id when it has one, what failed. */
export type InvalidItem = { index: number; id: number | string | null; issues: string[] };

export type ParsedList<T> = { items: T[]; invalid: InvalidItem[] };

/** A log line stays readable (and bounded) when an item is wrong everywhere. */
export const MAX_ISSUES_PER_ITEM = 5;

const list = z.array(z.unknown());
const withId = z.object({ id: z.union([z.number(), z.string()]) });

/** The items of a list body that pass `itemSchema`, and a report of those that do not; null when the body is not a list. */
export function parseList<S extends z.ZodType>(itemSchema: S, body: unknown): ParsedList<z.output<S>> | null {
  const raw = list.safeParse(body);
  if (!raw.success) return null;
  return parseItems(itemSchema, raw.data);
}

function parseItems<S extends z.ZodType>(itemSchema: S, values: unknown[]): ParsedList<z.output<S>> {
  const parsed: ParsedList<z.output<S>> = { items: [], invalid: [] };
  values.forEach((value, index) => {
    const item = itemSchema.safeParse(value);
    if (item.success) parsed.items.push(item.data);
    else parsed.invalid.push({ index, id: idOf(value), issues: describeIssues(item.error.issues) });
  });
  return parsed;
}

/**
 * A list nested in an item (a match's games, a team's players), parsed element by element like a
 * page: one bad game never costs its match, nor one bad player its team. The valid elements and a
 * report of the others come out; the provider puts the report on the batch with the item's id
 * (`NestedInvalidItem`), so the log names both. A value that is not a list, or a list of more
 * than `maxItems`, fails the item.
 */
export function nestedList<S extends z.ZodType>(itemSchema: S, maxItems: number) {
  // A list longer than any real one fails its item: what it holds would be stored row by row.
  return list.max(maxItems).transform((values) => parseItems(itemSchema, values));
}

/** A nested element that failed its schema: the list it was in (`"games"`) and the id of the item holding it. */
export type NestedInvalidItem = InvalidItem & { in: string; parentId: number };

/** The raw item's `id` as sent (even when it is the field that failed), so the report names the item. */
function idOf(value: unknown): number | string | null {
  const item = withId.safeParse(value);
  return item.success ? item.data.id : null;
}

/** "opponents.0.opponent.id: Invalid input: expected number, received string", at most MAX_ISSUES_PER_ITEM of them. */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  const lines = issues.slice(0, MAX_ISSUES_PER_ITEM).map((issue) => `${issue.path.map(String).join(".") || "(item)"}: ${issue.message}`);
  if (issues.length > MAX_ISSUES_PER_ITEM) lines.push(`and ${issues.length - MAX_ISSUES_PER_ITEM} more`);
  return lines;
}
