import type { Db } from "@eb/db";
import { offerPoliciesOf, storeLicence } from "../jurisdictions";

/**
 * Gives a bookmaker the licence "everywhere except nothing", as the Jurisdictions tab would: since
 * issue 36 a bookmaker without one is offered nowhere, and a test about something else needs it seen.
 * The database's offer cache is dropped, as the tab's announcement does on a server.
 */
export async function licensedEverywhere(db: Db, bookmakerId: number): Promise<void> {
  await storeLicence(db, bookmakerId, { mode: "everywhere_except", jurisdictions: [] }, [], new Date());
  offerPoliciesOf(db).clear();
}
