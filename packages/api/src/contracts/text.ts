import { z } from "zod";
import { hasControlChars } from "../shared";

export { hasControlChars };

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when the string is not well-formed UTF-16. JSON.stringify writes a lone surrogate as
 * "\ud800", which PostgreSQL's jsonb refuses, failing the whole statement it is part of.
 */
export const hasLoneSurrogates = (s: string) => LONE_SURROGATE.test(s);

export const NO_CONTROL_CHARS = "must not contain control characters";
export const NOT_WELL_FORMED = "must be well-formed Unicode text";

export const FIELD_REQUIRED = "Fill in this field";
/** zod's own messages name types ("expected string, received undefined"); these say what to do. */
export const atLeastCharacters = (min: number) => (min <= 1 ? FIELD_REQUIRED : `Enter at least ${min} characters`);
export const atMostCharacters = (max: number) => `Enter at most ${max} characters`;

/**
 * A one-line string input, trimmed, refusing control characters (a NUL byte is a 400, not a 500).
 * `message` is the field's own word for a missing or too short value; it also answers a value that
 * is not there at all, which zod would otherwise report by its type.
 */
export function singleLine(opts: { min?: number; max: number; message?: string }) {
  const min = opts.min ?? 0;
  return z
    .string({ error: opts.message ?? FIELD_REQUIRED })
    .trim()
    .min(min, opts.message ?? atLeastCharacters(min))
    .max(opts.max, atMostCharacters(opts.max))
    .refine((s) => !hasControlChars(s), NO_CONTROL_CHARS)
    .refine((s) => !hasLoneSurrogates(s), NOT_WELL_FORMED);
}

/** Free text that may hold line breaks and tabs, nothing else below U+0020. */
export function multiLine(opts: { min?: number; max: number }) {
  const min = opts.min ?? 0;
  return z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(min, atLeastCharacters(min))
    .max(opts.max, atMostCharacters(opts.max))
    .refine((s) => !hasControlChars(s, true), NO_CONTROL_CHARS)
    .refine((s) => !hasLoneSurrogates(s), NOT_WELL_FORMED);
}
