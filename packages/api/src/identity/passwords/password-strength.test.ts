import { describe, expect, it } from "vitest";
import { PASSWORD_CONTAINS_EMAIL_NAME, PASSWORD_TOO_GUESSABLE, PASSWORD_TOO_SHORT } from "../../contracts/accounts";
import { assertStrongPassword, passwordWeakness } from "./password-strength";

const EMAIL = "morgan.lee@example.com";

describe("passwordWeakness: what zxcvbn and the account's email refuse, and why", () => {
  it.each(["correct horse battery staple", "Plum-Orbit-Vessel-42", "a9#Kq2!mZp4vXw", "blue kettle marching onward"])("accepts %j", async (password) => {
    expect(await passwordWeakness(password, EMAIL)).toBeNull();
  });

  it("refuses a password shorter than 12 characters with the length rule", async () => {
    expect(await passwordWeakness("Kq2!mZp4vX", EMAIL)).toBe(PASSWORD_TOO_SHORT);
  });

  it("refuses common passwords and keyboard walks long enough to pass a length rule, with zxcvbn's reason", async () => {
    expect(await passwordWeakness("password1234", EMAIL)).toBe(
      `${PASSWORD_TOO_GUESSABLE}: this is similar to a commonly used password. Add more words that are less common.`,
    );
    expect(await passwordWeakness("qwertyuiop123", EMAIL)).toMatch(new RegExp(`^${PASSWORD_TOO_GUESSABLE}: `));
    expect(await passwordWeakness("aaaaaaaaaaaaaaaa", EMAIL)).toBe(
      `${PASSWORD_TOO_GUESSABLE}: repeated characters like "aaa" are easy to guess. Add more words that are less common.`,
    );
  });

  it("refuses the season-year-symbol shape that score 3 would let through (the reason for score 4)", async () => {
    expect(await passwordWeakness("Summer2024!!", EMAIL)).toBe(`${PASSWORD_TOO_GUESSABLE}. Add another word or two that are less common.`);
  });

  it("refuses a password containing the email's local part, in any case", async () => {
    expect(await passwordWeakness("xX-Morgan.Lee-rocks-1987", EMAIL)).toBe(PASSWORD_CONTAINS_EMAIL_NAME);
    // The same password is fine for another account.
    expect(await passwordWeakness("xX-Morgan.Lee-rocks-1987", "ops@example.com")).toBeNull();
  });

  it("counts the email's other parts as already known to an attacker", async () => {
    expect(await passwordWeakness("examplemorganlee", EMAIL)).not.toBeNull();
  });

  it("assertStrongPassword throws the reason as an invalid_input domain error", async () => {
    await expect(assertStrongPassword("password1234", EMAIL)).rejects.toThrow(
      expect.objectContaining({ code: "invalid_input", message: expect.stringContaining(PASSWORD_TOO_GUESSABLE) }),
    );
    await expect(assertStrongPassword("correct horse battery staple", EMAIL)).resolves.toBeUndefined();
  });
});
