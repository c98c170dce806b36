import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { installPlainMessages, plainMessage } from "./zod-messages";

// zod's configuration is process-wide and test files share workers: installed here, undone after.
let uninstall: () => void;
beforeAll(() => {
  uninstall = installPlainMessages();
});
afterAll(() => uninstall());

/** The message zod gives for a value a bare schema refuses, with the admin app's messages installed. */
const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("plainMessage", () => {
  it("answers zod's bare rules in words, naming no type", () => {
    expect(messageOf(z.string(), undefined)).toBe("Fill in this field");
    expect(messageOf(z.number(), "abc")).toBe("Enter a number");
    expect(messageOf(z.string().min(3), "a")).toBe("Enter at least 3 characters");
    expect(messageOf(z.string().max(3), "abcd")).toBe("Enter at most 3 characters");
    expect(messageOf(z.number().min(10), 5)).toBe("Enter 10 or more");
    expect(messageOf(z.number().max(300), 301)).toBe("Enter 300 or less");
    expect(messageOf(z.array(z.string()).min(1), [])).toBe("Choose at least one");
    expect(messageOf(z.email(), "nope")).toBe("Enter an email address, such as name@example.com");
    expect(messageOf(z.enum(["a", "b"]), "c")).toBe("Choose one of the options offered");
  });
  it("keeps a schema's own message", () => {
    expect(messageOf(z.string().min(1, "Please enter a test name"), "")).toBe("Please enter a test name");
  });
  it("never says expected, received, undefined or NaN", () => {
    for (const code of ["invalid_type", "too_small", "too_big", "invalid_format", "invalid_value", "custom", "unrecognized_keys"]) {
      expect(plainMessage({ code, input: Number.NaN, expected: "number", origin: "number", minimum: 1, maximum: 2 })).not.toMatch(
        /expected|received|undefined|NaN/i,
      );
    }
  });
});
