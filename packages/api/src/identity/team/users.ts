import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@eb/db";
import { mfaFactors, userRoles, users, type UserRole } from "@eb/db/schema";
import { type DbOrTx, DomainError } from "../../platform";
import { hashPassword } from "../passwords/password";
import { assertStrongPassword } from "../passwords/password-strength";

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Only for the sign-in check: the one place a password hash is read. */
export async function findCredentials(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return row ?? null;
}

export async function createUser(db: DbOrTx, input: { email: string; password: string; fullName?: string | null }) {
  await assertStrongPassword(input.password, input.email);
  const [row] = await db
    .insert(users)
    .values({ email: normalizeEmail(input.email), passwordHash: await hashPassword(input.password), fullName: input.fullName ?? null })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  if (!row) throw new DomainError("conflict", "A user with this email already exists");
  return row;
}

export async function grantRole(db: DbOrTx, userId: string, role: UserRole): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

/** Positive check: true only when an admin row was found. */
export async function hasRole(db: DbOrTx, userId: string, role: UserRole): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return rows.length === 1 && rows[0]?.role === role;
}

export async function hasVerifiedFactor(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, "verified")))
    .limit(1);
  return rows.length > 0;
}
