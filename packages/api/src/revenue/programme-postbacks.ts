import { eq } from "@eb/db";
import { affiliatePrograms, bookmakers } from "@eb/db/schema";
import { DomainError, type DbOrTx } from "../platform";
import { recentDeliveries } from "./postback-deliveries";

/** What the programme card shows of a programme's postbacks: the last 100, and until when a replaced secret is accepted. */
export async function programmePostbacks(db: DbOrTx, bookmakerId: number, now: Date) {
  const [row] = await db
    .select({ id: bookmakers.id, previousSecretUntil: affiliatePrograms.previousSecretUntil })
    .from(bookmakers)
    .leftJoin(affiliatePrograms, eq(affiliatePrograms.bookmakerId, bookmakers.id))
    .where(eq(bookmakers.id, bookmakerId));
  if (!row) throw new DomainError("not_found", "Bookmaker not found");
  const until = row.previousSecretUntil;
  return {
    previousSecretUntil: until && until.getTime() > now.getTime() ? until : null,
    deliveries: (await recentDeliveries(db, bookmakerId)).map((d) => ({ ...d, id: Number(d.id) })),
  };
}
