import type { Db } from "@eb/db";
import { writeAudit } from "../../platform";
import { createUser, grantRole } from "./users";

/**
 * A new back-office admin, as `admin:create` makes one: the user, the admin role and the audit row
 * saying the role came from the command line, in one transaction. Second-factor enrolment is left to
 * the first sign-in.
 */
export async function createAdminAccount(db: Db, input: { email: string; password: string; fullName?: string | null }, now: Date) {
  return db.transaction(async (tx) => {
    const user = await createUser(tx, { email: input.email, password: input.password, fullName: input.fullName ?? null });
    await grantRole(tx, user.id, "admin");
    await writeAudit(
      tx,
      { userId: user.id, action: "change_user_role", resourceType: "user", resourceId: user.id, eventData: { role: "admin", granted: true, via: "cli" } },
      now,
    );
    return user;
  });
}
