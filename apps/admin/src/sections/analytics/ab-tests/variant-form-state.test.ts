import { describe, expect, it } from "vitest";
import { readVariantForm, variantFormFrom, type VariantFormRow } from "./variant-form-state";

const variant = (id: number, name: string, isControl: boolean, config: Record<string, string | number> = {}) => ({
  id,
  name,
  config,
  allocation: 50,
  isControl,
});

const heroRows = (edit: Partial<Record<"allocation" | "headline" | "text" | "name", string>> = {}): VariantFormRow[] => [
  { id: 1, isControl: true, name: "Control", allocation: "50", config: {} },
  {
    id: 2,
    isControl: false,
    name: edit.name ?? "Variant A",
    allocation: edit.allocation ?? "50",
    config: { headline: edit.headline ?? "Best esports odds {year}", text: edit.text ?? "Compare the bonuses of licensed bookmakers." },
  },
];

describe("the variant editor's starting values", () => {
  it("holds every variant in order, each field of the place as text, and no content for the control", () => {
    const rows = variantFormFrom({ place: "home_hero", variants: [variant(1, "Control", true), variant(2, "Variant A", false, { headline: "Odds" })] });
    expect(rows).toEqual([
      { id: 1, isControl: true, name: "Control", allocation: "50", config: {} },
      { id: 2, isControl: false, name: "Variant A", allocation: "50", config: { headline: "Odds", text: "" } },
    ]);
  });

  it("gives each place its own fields", () => {
    expect(variantFormFrom({ place: "bookmaker_cta", variants: [variant(2, "B", false)] })[0]!.config).toEqual({ ctaText: "" });
    expect(variantFormFrom({ place: "featured_bookmaker", variants: [variant(2, "B", false, { bookmakerId: 7 })] })[0]!.config).toEqual({ bookmakerId: "7" });
  });
});

describe("reading the variant editor", () => {
  const hero = { id: 9, place: "home_hero" as const };

  it("sends names, allocations and the variant's trimmed content; the control sends none", () => {
    expect(
      readVariantForm(
        hero,
        heroRows({ allocation: "60", headline: "  Odds {year} " }).map((r) => (r.isControl ? { ...r, allocation: "40" } : r)),
        null,
      ),
    ).toEqual({
      ok: true,
      value: {
        id: 9,
        variants: [
          { id: 1, name: "Control", allocation: 40, config: {} },
          { id: 2, name: "Variant A", allocation: 60, config: { headline: "Odds {year}", text: "Compare the bonuses of licensed bookmakers." } },
        ],
      },
    });
  });

  it("refuses allocations that do not add up to 100% with the contract's message", () => {
    const rows = heroRows({ allocation: "60" }).map((r) => (r.isControl ? { ...r, allocation: "30" } : r));
    expect(readVariantForm(hero, rows, null)).toEqual({ ok: false, errors: { total: "Traffic allocations must add up to 100%" } });
  });

  it("puts each message beside its field: the range of an allocation, the place's content, the name", () => {
    const result = readVariantForm(hero, heroRows({ allocation: "", headline: "Hi", text: "", name: " " }), null);
    expect(result).toEqual({
      ok: false,
      errors: {
        "2.headline": "Enter a headline of 3 to 90 characters",
        "2.text": "Enter a text of 10 to 240 characters",
        "2.name": "Please enter a variant name",
        "2.allocation": "Each variant needs from 1% to 99% of the traffic",
        total: "Traffic allocations must add up to 100%",
      },
    });
  });

  it("checks a CTA text's length", () => {
    const rows: VariantFormRow[] = [
      { id: 1, isControl: true, name: "Control", allocation: "50", config: {} },
      { id: 2, isControl: false, name: "Variant A", allocation: "50", config: { ctaText: "x" } },
    ];
    expect(readVariantForm({ id: 9, place: "bookmaker_cta" }, rows, null)).toEqual({
      ok: false,
      errors: { "2.ctaText": "Enter a CTA text of 2 to 40 characters" },
    });
    const ok = readVariantForm({ id: 9, place: "bookmaker_cta" }, [rows[0]!, { ...rows[1]!, config: { ctaText: "Get {bonus} now" } }], null);
    expect(ok.ok && ok.value.variants[1]!.config).toEqual({ ctaText: "Get {bonus} now" });
  });

  it("takes only an active, published bookmaker for the featured place", () => {
    const place = { id: 9, place: "featured_bookmaker" as const };
    const rows = (bookmakerId: string): VariantFormRow[] => [
      { id: 1, isControl: true, name: "Control", allocation: "50", config: {} },
      { id: 2, isControl: false, name: "Variant A", allocation: "50", config: { bookmakerId } },
    ];
    const listed = new Set([3, 4]);
    const notListed = { ok: false, errors: { "2.bookmakerId": "Choose an active, published bookmaker" } };
    expect(readVariantForm(place, rows(""), listed)).toEqual(notListed);
    expect(readVariantForm(place, rows("5"), listed)).toEqual(notListed);
    const ok = readVariantForm(place, rows("4"), listed);
    expect(ok.ok && ok.value.variants[1]!.config).toEqual({ bookmakerId: 4 });
  });
});
