import { z } from "zod";
import { FIELD_REQUIRED, atLeastCharacters, atMostCharacters } from "@eb/api/contracts";

/** What an issue tells about itself; a subset of zod's raw issue, so the words can be tested alone. */
export type IssueFacts = {
  code: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  divisor?: number | bigint;
};

const FORMATS: Record<string, string> = {
  email: "Enter an email address, such as name@example.com",
  url: "Enter a web address starting with https://",
  date: "Enter a date such as 2026-11-22",
  datetime: "Enter a date and time",
};

/**
 * A validation message in words an admin understands, for a rule whose schema gives none of its own.
 * zod's defaults ("Invalid input: expected string, received undefined", "Too small: expected string
 * to have >=1 characters") name types and schema terms; the contracts word most rules themselves,
 * and this is the net under the rest.
 */
export function plainMessage(issue: IssueFacts): string {
  const n = (v: number | bigint | undefined) => Number(v ?? 0);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null || issue.input === "") return FIELD_REQUIRED;
      return issue.expected === "number" || issue.expected === "int" ? "Enter a number" : "Enter a valid value";
    case "too_small":
      if (issue.origin === "string") return atLeastCharacters(n(issue.minimum));
      if (issue.origin === "array" || issue.origin === "set") return n(issue.minimum) <= 1 ? "Choose at least one" : `Choose at least ${n(issue.minimum)}`;
      return issue.inclusive === false ? `Enter a number above ${n(issue.minimum)}` : `Enter ${n(issue.minimum)} or more`;
    case "too_big":
      if (issue.origin === "string") return atMostCharacters(n(issue.maximum));
      if (issue.origin === "array" || issue.origin === "set") return `Choose at most ${n(issue.maximum)}`;
      return issue.inclusive === false ? `Enter a number below ${n(issue.maximum)}` : `Enter ${n(issue.maximum)} or less`;
    case "invalid_format":
      return FORMATS[issue.format ?? ""] ?? "Check the format of this field";
    case "invalid_value":
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
      return "Choose one of the options offered";
    case "not_multiple_of":
      return `Use steps of ${n(issue.divisor)}`;
    default:
      return "Check this field";
  }
}

/** Every schema the admin app parses (its forms, with the procedures' own contracts) answers in words. Returns the undo. */
export function installPlainMessages(): () => void {
  const previous = z.config().customError;
  z.config({ customError: (issue) => plainMessage(issue) });
  return () => z.config({ customError: previous });
}
