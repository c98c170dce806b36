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

/** A one-line string input, trimmed, refusing control characters (a NUL byte is a 400, not a 500). */
export function singleLine(opts: { min?: number; max: number; message?: string }) {
  return z
    .string()
    .trim()
    .min(opts.min ?? 0, opts.message)
    .max(opts.max)
    .refine((s) => !hasControlChars(s), NO_CONTROL_CHARS)
    .refine((s) => !hasLoneSurrogates(s), NOT_WELL_FORMED);
}

/** Free text that may hold line breaks and tabs, nothing else below U+0020. */
export function multiLine(opts: { min?: number; max: number }) {
  return z
    .string()
    .trim()
    .min(opts.min ?? 0)
    .max(opts.max)
    .refine((s) => !hasControlChars(s, true), NO_CONTROL_CHARS)
    .refine((s) => !hasLoneSurrogates(s), NOT_WELL_FORMED);
}
