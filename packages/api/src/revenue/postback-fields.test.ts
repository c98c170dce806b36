import { describe, expect, it } from "vitest";
import { describeFieldError, MAX_AMOUNT, MAX_COMMISSION, parseEventTime, parsePostbackFields, RULES } from "./postback-fields";

// Every rule of docs/postbacks.md's field table, one row each: what is sent and what it reads as
// (the stored values, or "field: rule" as the answer says it).
const now = new Date("2026-05-04T12:00:00.000Z");
const base = { txid: "T-1", event: "first_deposit" };
const read = (fields: Record<string, unknown>) => {
  const r = parsePostbackFields(fields, now);
  return "rule" in r ? describeFieldError(r) : r;
};

describe("parsePostbackFields: every documented rule", () => {
  it.each<[string, Record<string, unknown>, string]>([
    // transaction id: required, 1 to 100 printable characters without spaces
    ["no transaction id", { event: "registration" }, `transaction_id: ${RULES.transactionId}`],
    ["an empty transaction id", { txid: "  ", event: "registration" }, `transaction_id: ${RULES.transactionId}`],
    ["a transaction id with a space", { txid: "T 1", event: "registration" }, `transaction_id: ${RULES.transactionId}`],
    ["a transaction id of 101 characters", { txid: "x".repeat(101), event: "registration" }, `transaction_id: ${RULES.transactionId}`],
    ["a transaction id with a control character", { txid: "T\u0001", event: "registration" }, `transaction_id: ${RULES.transactionId}`],
    // event: required, one of the five or an alias
    ["no event", { txid: "T-1" }, `event: ${RULES.event}`],
    ["an unknown event", { txid: "T-1", event: "jackpot" }, `event: ${RULES.event}`],
    // amount: decimal, at most 4 places, |amount| <= 1e9
    ["an amount with 5 places", { ...base, amount: "1.00001", currency: "EUR" }, `amount: ${RULES.amount}`],
    ["an amount in exponent form", { ...base, amount: "1e9", currency: "EUR" }, `amount: ${RULES.amount}`],
    ["an amount above 10^9", { ...base, amount: "1000000000.0001", currency: "EUR" }, `amount: ${RULES.amount}`],
    ["an amount below -10^9", { ...base, amount: "-1000000001", currency: "EUR" }, `amount: ${RULES.amount}`],
    ["the reported overflow amount", { ...base, amount: "99999999999999.9999", currency: "EUR" }, `amount: ${RULES.amount}`],
    ["an amount with a plus sign", { ...base, amount: "+5", currency: "EUR" }, `amount: ${RULES.amount}`],
    ["an amount with a thousands separator", { ...base, amount: "1,000", currency: "EUR" }, `amount: ${RULES.amount}`],
    ["a JSON number amount that is not finite text", { ...base, amount: 1e21, currency: "EUR" }, `amount: ${RULES.amount}`],
    // commission: decimal, at most 4 places, |commission| <= 1e7
    ["the reported overflow commission", { ...base, commission: "99999999999999.9999", currency: "EUR" }, `commission: ${RULES.commission}`],
    ["a commission above 10^7", { ...base, commission: "10000000.01", currency: "EUR" }, `commission: ${RULES.commission}`],
    ["a commission with 5 places", { ...base, commission: "1.00001", currency: "EUR" }, `commission: ${RULES.commission}`],
    // currency: required with an amount or a commission, ISO 4217
    ["an amount without currency", { ...base, amount: "10" }, "currency: required with amount (ISO 4217)"],
    ["a commission without currency", { ...base, commission: "10" }, "currency: required with commission (ISO 4217)"],
    ["a currency of four letters", { ...base, amount: "10", currency: "EURO" }, `currency: ${RULES.currency}`],
    ["three letters that are no ISO 4217 code", { ...base, amount: "10", currency: "ABC" }, `currency: ${RULES.currency}`],
    ["the ISO 4217 test code", { ...base, amount: "10", currency: "XTS" }, `currency: ${RULES.currency}`],
    // click id: 1 to 100 of letters, digits, _ . : -
    ["a click id with a slash", { ...base, clickid: "a/b" }, `click_id: ${RULES.clickId}`],
    ["a click id of 101 characters", { ...base, clickid: "k".repeat(101) }, `click_id: ${RULES.clickId}`],
    // event time: ISO 8601 or Unix seconds/ms; not before 2000; not more than 1 day ahead
    ["a time in words", { ...base, event_time: "yesterday" }, `event_time: ${RULES.timeFormat}`],
    ["an impossible date", { ...base, event_time: "2026-02-30" }, `event_time: ${RULES.timeFormat}`],
    ["an impossible hour", { ...base, event_time: "2026-05-04T25:00:00Z" }, `event_time: ${RULES.timeFormat}`],
    ["a Unix time of 11 digits", { ...base, ts: "17000000000" }, `event_time: ${RULES.timeFormat}`],
    ["a time before 2000", { ...base, event_time: "1999-12-31T23:59:59Z" }, `event_time: ${RULES.timeTooOld}`],
    ["a time 1 day and 1 second ahead", { ...base, event_time: "2026-05-05T12:00:01Z" }, `event_time: ${RULES.timeTooLate}`],
    ["a time years ahead (Unix seconds)", { ...base, ts: String(Date.UTC(2036, 0, 1) / 1000) }, `event_time: ${RULES.timeTooLate}`],
    ["a time years ahead (Unix ms)", { ...base, timestamp: String(Date.UTC(2099, 0, 1)) }, `event_time: ${RULES.timeTooLate}`],
  ])("refuses %s", (_, fields, answer) => {
    expect(read(fields)).toBe(answer);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      "the least: a transaction and an event, at the received time",
      base,
      { transactionId: "T-1", event: "first_deposit", occurredAt: now, amount: null, currency: null },
    ],
    [
      "an alias of each name",
      { tid: "T-2", type: "FTD", payout: "20.25", cur: "eur", sub_id: "k.1:a-b_c" },
      { transactionId: "T-2", event: "first_deposit", amount: "20.25", currency: "EUR", clickId: "k.1:a-b_c" },
    ],
    ["each event alias", { txid: "T", action: "SignUp" }, { event: "registration" }],
    ["net revenue", { txid: "T", event: "net_revenue", amount: "-12.5", currency: "GBP" }, { event: "revenue", amount: "-12.5" }],
    [
      "the bounds themselves",
      { ...base, amount: String(-MAX_AMOUNT), commission: String(MAX_COMMISSION), currency: "USD" },
      { amount: "-1000000000", commission: "10000000" },
    ],
    ["4 decimal places", { ...base, amount: "0.0001", currency: "SEK" }, { amount: "0.0001" }],
    ["a JSON number", { ...base, amount: 10.5, currency: "EUR" }, { amount: "10.5" }],
    ["the first of repeated values", { ...base, txid: ["T-9", "T-10"] }, { transactionId: "T-9" }],
    ["the first name present, in the documented order", { ...base, transaction_id: "A", txid: "B" }, { transactionId: "A" }],
    ["a currency introduced in 2024", { ...base, amount: "1", currency: "ZWG" }, { currency: "ZWG" }],
    ["exactly 1 day ahead", { ...base, event_time: "2026-05-05T12:00:00Z" }, { occurredAt: new Date("2026-05-05T12:00:00Z") }],
    ["a date-time without offset, read as UTC", { ...base, event_time: "2026-05-03 08:30" }, { occurredAt: new Date("2026-05-03T08:30:00Z") }],
    ["an offset", { ...base, event_time: "2026-05-03T10:30:00.250+02:00" }, { occurredAt: new Date("2026-05-03T08:30:00.250Z") }],
    ["a date", { ...base, date: "2026-05-03" }, { occurredAt: new Date("2026-05-03T00:00:00Z") }],
    ["Unix seconds", { ...base, ts: "1777795200" }, { occurredAt: new Date(1777795200_000) }],
    ["Unix milliseconds", { ...base, ts: "1777795200123" }, { occurredAt: new Date(1777795200123) }],
    ["2000-01-01 itself", { ...base, time: "2000-01-01T00:00:00Z" }, { occurredAt: new Date("2000-01-01T00:00:00Z") }],
  ])("reads %s", (_, fields, expected) => {
    expect(read(fields)).toMatchObject(expected);
  });

  it("never rolls an impossible date over into another", () => {
    expect(parseEventTime("2026-02-29")).toBeNull();
    expect(parseEventTime("2028-02-29")).toEqual(new Date("2028-02-29T00:00:00Z"));
    expect(parseEventTime("2026-04-31T00:00Z")).toBeNull();
    expect(parseEventTime("2026-05-04T10:60")).toBeNull();
  });
});
