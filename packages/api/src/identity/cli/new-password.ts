import { generatePassword } from "../passwords/password";
import { passwordWeakness } from "../passwords/password-strength";
import { readPassword } from "./read-password";

/**
 * The password a command-line tool sets for an account: generated when asked (`--generate-password`)
 * or when the answer is empty, else read (hidden on a terminal, the first line of stdin when piped)
 * and held to the same strength rules as every other place that sets one. A refusal says why.
 */
export async function chooseNewPassword(email: string, generate: boolean): Promise<{ password: string; generated: boolean } | { refused: string }> {
  const typed = generate ? "" : await readPassword(`Password for ${email} (empty to generate one): `);
  if (typed === "") return { password: generatePassword(), generated: true };
  const weakness = await passwordWeakness(typed, email);
  return weakness ? { refused: weakness } : { password: typed, generated: false };
}
