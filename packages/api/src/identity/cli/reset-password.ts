/**
 * Sets a new password for an admin: `npm run admin:reset-password -- --email you@example.com` (pnpm
 * too). For the operator when no admin can sign in to make a reset link. The password is asked for
 * (hidden) on a terminal, read from the first line of stdin when piped, or generated
 * (`--generate-password`, or an empty answer) and printed once. Every session of the account ends;
 * its second factor stays. Uses the server's configuration, like admin:create (with the embedded
 * database, stop the server first).
 */
import { parseArgs } from "node:util";
import { runMigrations } from "@eb/db/client";
import { z } from "zod";
import { loadCliConfig, openCliDatabase, runMain, scriptArgs } from "../../platform";
import { usePasswordHashing } from "../passwords/password";
import { resetAdminPassword } from "../passwords/reset-admin-password";
import { chooseNewPassword } from "./new-password";

async function main(): Promise<number> {
  const config = loadCliConfig();
  if (!config) return 1;
  // The hashing cost the server uses (tests run argon2id at its lowest cost; see PASSWORD_HASHING).
  usePasswordHashing(config.passwordHashing);
  const { values } = parseArgs({
    args: scriptArgs(process.argv),
    options: { email: { type: "string" }, "generate-password": { type: "boolean", default: false } },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) {
    process.stderr.write("Usage: npm run admin:reset-password -- --email admin@example.com [--generate-password]\n");
    return 2;
  }
  const chosen = await chooseNewPassword(email.data, values["generate-password"]);
  if ("refused" in chosen) {
    process.stderr.write(`${chosen.refused}\n`);
    return 2;
  }

  const handle = openCliDatabase(config);
  try {
    await runMigrations(handle);
    const done = await resetAdminPassword(handle.db, { email: email.data, password: chosen.password }, new Date());
    process.stdout.write(`Password reset for ${done.email}; ${done.endedSessions} session(s) ended. The authenticator is still required to sign in.\n`);
    if (chosen.generated) process.stdout.write(`Generated password (shown only once): ${chosen.password}\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`Could not reset the password: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await handle.close();
  }
}

runMain(main);
