import { and, eq } from "drizzle-orm";
import { bookmakers } from "@eb/db/schema";
import { type AbPlace, BOOKMAKER_NOT_LISTED, placeConfigSchemas } from "../contracts";
import { type DbOrTx, DomainError } from "../platform";

/**
 * A non-control variant's content for its place, checked: the place's own fields only, and for the
 * featured bookmaker one that visitors can see (active, published). Refuses with the field's message.
 */
export async function checkedVariantConfig(db: DbOrTx, place: AbPlace, variantName: string, config: unknown): Promise<Record<string, string | number>> {
  const parsed = placeConfigSchemas[place].safeParse(config);
  if (!parsed.success) {
    throw new DomainError("invalid_input", `${variantName}: ${parsed.error.issues[0]?.message ?? "invalid content"}`);
  }
  const value = parsed.data as Record<string, string | number>;
  if (place === "featured_bookmaker") {
    const [listed] = await db
      .select({ id: bookmakers.id })
      .from(bookmakers)
      .where(and(eq(bookmakers.id, Number(value.bookmakerId)), eq(bookmakers.active, true), eq(bookmakers.publishStatus, "published")));
    if (!listed) throw new DomainError("invalid_input", `${variantName}: ${BOOKMAKER_NOT_LISTED}`);
  }
  return value;
}
