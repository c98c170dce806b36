import type { ZxcvbnFactory, ZxcvbnResult } from "@zxcvbn-ts/core";
import { MIN_PASSWORD_LENGTH, PASSWORD_CONTAINS_EMAIL_NAME, PASSWORD_TOO_GUESSABLE, PASSWORD_TOO_SHORT } from "../../contracts";
import { DomainError } from "../../platform";

/**
 * zxcvbn's score 4 means an estimated 10^10 guesses or more. Score 3 (10^8) still lets through the
 * shapes cracking rules try first once the 12-character minimum is met ("Summer2024!!" scores 3);
 * 10^10 argon2id (OWASP parameters) guesses are years of a GPU per account, and a passphrase of three
 * uncommon words or a generated password clears it easily.
 */
export const MIN_PASSWORD_SCORE = 4;

/**
 * An email local part this short is found inside many passwords by chance and tells an attacker
 * nearly nothing, so refusing it would only refuse good passwords.
 */
const MIN_LOCAL_PART = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded on first use: the dictionaries (common passwords, English words, names, Wikipedia) are
 * 1.7 MB of code and about 100 ms to build, which only a process that sets a password should pay.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= import("./zxcvbn-estimator").then((m) => m.createEstimator());
  return estimator;
}

function localPart(email: string): string {
  return email.trim().toLowerCase().split("@")[0] ?? "";
}

/** Words an attacker aiming at this account tries first: the email, its parts and the site's name. */
function accountWords(email: string): string[] {
  const lower = email.trim().toLowerCase();
  return [lower, ...lower.split(/[@.+_-]/).filter((w) => w.length >= MIN_LOCAL_PART), "esports", "esportsbets", "admin"];
}

function guessableMessage(result: ZxcvbnResult): string {
  const warning = result.feedback.warning?.replace(/\.$/, "");
  const hint = result.feedback.suggestions[0] ?? "Add another word or two that are less common.";
  return `${PASSWORD_TOO_GUESSABLE}${warning ? `: ${warning.charAt(0).toLowerCase()}${warning.slice(1)}` : ""}. ${hint}`;
}

/**
 * Why a new password for the account with this email is refused, or null when it is accepted. The
 * message is shown as is, so it says what is wrong (zxcvbn's own warning when it has one).
 */
export async function passwordWeakness(password: string, email: string): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  const name = localPart(email);
  if (name.length >= MIN_LOCAL_PART && password.toLowerCase().includes(name)) return PASSWORD_CONTAINS_EMAIL_NAME;
  const result = (await zxcvbn()).check(password, accountWords(email));
  return result.score >= MIN_PASSWORD_SCORE ? null : guessableMessage(result);
}

/** Every place that sets a password (admin:create, invitation, change, reset link, CLI reset) goes through this. */
export async function assertStrongPassword(password: string, email: string): Promise<void> {
  const weakness = await passwordWeakness(password, email);
  if (weakness) throw new DomainError("invalid_input", weakness);
}
