/**
 * Creates a back-office admin: `npm run admin:create -- --email you@example.com` (pnpm too).
 * The password is asked for (hidden) on a terminal, read from the first line of stdin when piped,
 * or generated (`--generate-password`, or an empty answer) and printed once; a weak one is refused
 * with the reason. There is no default.
 * Uses the server's configuration: DATABASE_URL, or the embedded database under DATA_DIR (default
 * ./.data). With the embedded database, stop the server first: two processes must not open the
 * same PGlite directory.
 */
import { parseArgs } from "node:util";
import { runMigrations } from "@eb/db/client";
import { z } from "zod";
import { loadCliConfig, openCliDatabase, runMain, scriptArgs } from "../../platform";
import { usePasswordHashing } from "../passwords/password";
import { createAdminAccount } from "../team/admin-account";
import { chooseNewPassword } from "./new-password";

async function main(): Promise<number> {
  const config = loadCliConfig();
  if (!config) return 1;
  // The hashing cost the server uses (tests run argon2id at its lowest cost; see PASSWORD_HASHING).
  usePasswordHashing(config.passwordHashing);
  const { values } = parseArgs({
    args: scriptArgs(process.argv),
    options: { email: { type: "string" }, "generate-password": { type: "boolean", default: false }, name: { type: "string" } },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) {
    process.stderr.write("Usage: npm run admin:create -- --email admin@example.com [--generate-password] [--name 'Full Name']\n");
    return 2;
  }
  const chosen = await chooseNewPassword(email.data, values["generate-password"]);
  if ("refused" in chosen) {
    process.stderr.write(`${chosen.refused}\n`);
    return 2;
  }
  const { password, generated } = chosen;

  const handle = openCliDatabase(config);
  try {
    await runMigrations(handle);
    const user = await createAdminAccount(handle.db, { email: email.data, password, fullName: values.name ?? null }, new Date());
    process.stdout.write(`Created admin ${user.email}. Two-factor enrolment is required at first sign-in.\n`);
    if (generated) process.stdout.write(`Generated password (shown only once): ${password}\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`Could not create the admin: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await handle.close();
  }
}

runMain(main);
