import { describe, expect, it } from "vitest";
import { placeConfigSchemas } from "./experiments";
import { FIELD_REQUIRED, multiLine, singleLine } from "./text";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe("text inputs' messages say what to do, never which type zod expected", () => {
  it("a missing value gets the field's own message, or 'Fill in this field'", () => {
    expect(messagesOf(singleLine({ min: 1, max: 10, message: "Please enter a name" }).safeParse(undefined))).toEqual(["Please enter a name"]);
    expect(messagesOf(singleLine({ max: 10 }).safeParse(undefined))).toEqual([FIELD_REQUIRED]);
    expect(messagesOf(multiLine({ max: 10 }).safeParse(undefined))).toEqual([FIELD_REQUIRED]);
  });
  it("lengths are in characters", () => {
    expect(messagesOf(singleLine({ max: 3 }).safeParse("abcd"))).toEqual(["Enter at most 3 characters"]);
    expect(messagesOf(multiLine({ min: 5, max: 10 }).safeParse("abc"))).toEqual(["Enter at least 5 characters"]);
    expect(messagesOf(singleLine({ min: 1, max: 3 }).safeParse(" "))).toEqual([FIELD_REQUIRED]);
  });
  it("a variant never edited (its content missing) is refused with the field's words (issue 23: 'expected string, received undefined')", () => {
    expect(messagesOf(placeConfigSchemas.home_hero.safeParse({}))).toEqual(["Enter a headline of 3 to 90 characters", "Enter a text of 10 to 240 characters"]);
    expect(messagesOf(placeConfigSchemas.bookmaker_cta.safeParse({}))).toEqual(["Enter a CTA text of 2 to 40 characters"]);
    expect(messagesOf(placeConfigSchemas.featured_bookmaker.safeParse({}))).toEqual(["Choose an active, published bookmaker"]);
  });
});
