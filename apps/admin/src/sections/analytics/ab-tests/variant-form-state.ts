import { BOOKMAKER_NOT_LISTED, placeConfigSchemas, updateAbVariantsInput, type AbPlace, type UpdateAbVariantsValue } from "@eb/api/contracts";
import { allocationValue } from "./allocation";
import type { AbTest, AbVariant } from "./ab-test-types";

/** One variant in the editor, as typed: every value is the input's text. The control has no content. */
export type VariantFormRow = { id: number; isControl: boolean; name: string; allocation: string; config: Record<string, string> };

/** The content fields of a place, from the contract's schema (home_hero: headline, text; ...). */
export const placeFields = (place: AbPlace): string[] => Object.keys(placeConfigSchemas[place].shape);

/** The key of a field's error: `<variant id>.<field>`; the allocation total's is "total". */
export const errorKey = (variantId: number, field: string) => `${variantId}.${field}`;
export const TOTAL_ERROR = "total";

/** The editor's starting values: the test's variants in order, each place field as text ("" when unset). */
export function variantFormFrom(test: {
  place: AbPlace;
  variants: Pick<AbVariant, "id" | "name" | "allocation" | "isControl" | "config">[];
}): VariantFormRow[] {
  const fields = placeFields(test.place);
  return test.variants.map((v) => ({
    id: v.id,
    isControl: v.isControl,
    name: v.name,
    allocation: String(v.allocation),
    config: v.isControl ? {} : Object.fromEntries(fields.map((f) => [f, v.config[f] === undefined ? "" : String(v.config[f])])),
  }));
}

/** The typed content as the place's schema reads it: the featured bookmaker is an id (0 when none is chosen). */
function configInput(place: AbPlace, config: Record<string, string>): Record<string, string | number> {
  if (place !== "featured_bookmaker") return config;
  const id = Number(config.bookmakerId ?? "");
  return { bookmakerId: Number.isInteger(id) ? id : 0 };
}

export type VariantFormResult = { ok: true; value: UpdateAbVariantsValue } | { ok: false; errors: Record<string, string> };

/**
 * Checks every variant before anything is sent: its content with the place's schema (and, for the
 * featured bookmaker, that it is one of `listedBookmakerIds`, the active and published ones), then
 * names, allocations and their total with the procedure's own schema.
 */
export function readVariantForm(
  test: Pick<AbTest, "id" | "place">,
  rows: readonly VariantFormRow[],
  listedBookmakerIds: ReadonlySet<number> | null,
): VariantFormResult {
  const errors: Record<string, string> = {};
  const variants = rows.map((row) => {
    let config: Record<string, string | number> = {};
    if (!row.isControl) {
      const parsed = placeConfigSchemas[test.place].safeParse(configInput(test.place, row.config));
      if (parsed.success) {
        config = parsed.data;
        if (test.place === "featured_bookmaker" && listedBookmakerIds && !listedBookmakerIds.has(Number(config.bookmakerId))) {
          errors[errorKey(row.id, "bookmakerId")] = BOOKMAKER_NOT_LISTED;
        }
      } else {
        for (const issue of parsed.error.issues) errors[errorKey(row.id, String(issue.path[0] ?? ""))] ??= issue.message;
      }
    }
    return { id: row.id, name: row.name, allocation: allocationValue(row.allocation), config };
  });
  const parsed = updateAbVariantsInput.safeParse({ id: test.id, variants });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      const row = typeof index === "number" ? rows[index] : undefined;
      errors[row ? errorKey(row.id, String(field ?? "")) : TOTAL_ERROR] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}
