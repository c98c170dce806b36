/**
 * Creates a back-office admin: `npm run admin:create -- --email you@example.com` (pnpm too).
 * The password is asked for (hidden) on a terminal, read from the first line of stdin when piped,
 * or generated (`--generate-password`, or an empty answer) and printed once. There is no default.
 * Uses the server's configuration: DATABASE_URL, or the embedded database under DATA_DIR (default
 * ./.data). With the embedded database, stop the server first: two processes must not open the
 * same PGlite directory.
 */
import { parseArgs } from "node:util";
import { runMigrations } from "@eb/db/client";
import { z } from "zod";
import { loadCliConfig, openCliDatabase } from "../../cli/cli-config";
import { scriptArgs } from "../../cli/script-args";
import { createAdminAccount } from "../admin-account";
import { generatePassword, MIN_PASSWORD_LENGTH } from "../password";
import { readPassword } from "./read-password";

async function main(): Promise<number> {
  const config = loadCliConfig();
  if (!config) return 1;
  const { values } = parseArgs({
    args: scriptArgs(process.argv),
    options: { email: { type: "string" }, "generate-password": { type: "boolean", default: false }, name: { type: "string" } },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) {
    process.stderr.write("Usage: npm run admin:create -- --email admin@example.com [--generate-password] [--name 'Full Name']\n");
    return 2;
  }
  let password = values["generate-password"] ? "" : await readPassword(`Password for ${email.data} (empty to generate one): `);
  const generated = password === "";
  if (generated) password = generatePassword();
  if (password.length < MIN_PASSWORD_LENGTH) {
    process.stderr.write(`Password must have at least ${MIN_PASSWORD_LENGTH} characters.\n`);
    return 2;
  }

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

main().then((code) => process.exit(code));
