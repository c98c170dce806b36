import { describe, expect, it } from "vitest";
import { formatPrizePool, groupThousands } from "./prize-pool";

describe("formatPrizePool", () => {
  it.each([
    ["1170000 United States Dollar", "$1.170.000 USD"],
    ["35,100 United States Dollar", "$35.100 USD"],
    ["100000 Euro", "€100.000 EUR"],
    ["40000 Pound Sterling", "£40.000 GBP"],
    ["250,000 Brazilian Real", "R$250.000 BRL"],
    ["1500000 Swedish Krona", "kr1.500.000 SEK"],
    ["200000 Norwegian Krone", "kr200.000 NOK"],
    ["75000 Danish Krone", "kr75.000 DKK"],
    ["800000 Polish Zloty", "zł800.000 PLN"],
    ["500000 Czech Koruna", "Kč500.000 CZK"],
    ["30000000 Japanese Yen", "¥30.000.000 JPY"],
    ["500000000 Korean Won", "₩500.000.000 KRW"],
    ["600000 Chinese Yuan", "¥600.000 CNY"],
    ["1000 dollars", "$1.000 USD"],
  ])("formats %s as %s", (raw, expected) => {
    expect(formatPrizePool(raw)).toBe(expected);
  });

  it("drops decimals instead of joining them into the amount", () => {
    expect(formatPrizePool("12500.50 Euro")).toBe("€12.500 EUR");
  });

  it("shows the raw text when it has no digits", () => {
    expect(formatPrizePool("Prize pool to be announced")).toBe("Prize pool to be announced");
  });

  it("shows 0 when there is no prize pool", () => {
    expect(formatPrizePool(null)).toBe("0");
    expect(formatPrizePool("  ")).toBe("0");
  });

  it("groups thousands with dots", () => {
    expect(groupThousands("1234567")).toBe("1.234.567");
    expect(groupThousands("999")).toBe("999");
  });
});
