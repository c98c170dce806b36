import { describe, expect, it } from "vitest";
import { describeAuditEntry, formatValue } from "./audit-entry";

const bookmakerRow = (eventData: Record<string, unknown>, resourceId: string | null = "6") => ({
  action: "update_bookmaker",
  resourceType: "bookmaker",
  resourceId,
  eventData,
});

describe("describeAuditEntry", () => {
  it("names a jurisdiction rule and a bookmaker's licence by what they were at the change, fields in the tab's words", () => {
    const rule = { action: "update_jurisdiction_rule", resourceType: "jurisdiction_rule", resourceId: "CA-ON" };
    expect(
      describeAuditEntry({
        ...rule,
        eventData: { name: "Ontario, Canada (CA-ON)", before: { minimumAge: 18, bonusesAllowed: true }, after: { minimumAge: 19, bonusesAllowed: false } },
      }),
    ).toEqual({
      action: "Jurisdiction rule changed",
      resource: "Ontario, Canada (CA-ON)",
      changes: ["Minimum age: 18 → 19", "Bonuses may be advertised: on → off"],
    });
    const licence = { action: "update_bookmaker_licence", resourceType: "bookmaker_licence", resourceId: "4" };
    expect(describeAuditEntry({ ...licence, eventData: { name: "GridWager", before: { jurisdictions: [] }, after: { jurisdictions: ["GB", "IE"] } } })).toEqual(
      {
        action: "Bookmaker licence changed",
        resource: "GridWager",
        changes: ["Jurisdictions: none → GB, IE"],
      },
    );
  });
  it("names a bookmaker as it was when changed, not by its id, and says what changed", () => {
    const entry = describeAuditEntry(
      bookmakerRow({ change: "active", name: "Vortex Bet", before: { active: true }, after: { active: false } }),
      new Map([[6, "Vortex Bet 2"]]),
    );
    expect(entry).toEqual({ action: "Bookmaker changed", resource: "Vortex Bet", changes: ["Active: on → off"] });
  });
  it("takes the old name from a rename, and several fields at once", () => {
    const entry = describeAuditEntry(
      bookmakerRow({ change: "content", before: { name: "Nordic", rating: 4.5, ctaText: null }, after: { name: "Nordic Odds", rating: 4.6, ctaText: "Join" } }),
    );
    expect(entry.resource).toBe("Nordic");
    expect(entry.changes).toEqual(["Name: Nordic → Nordic Odds", "Rating: 4.5 → 4.6", "CTA text: none → Join"]);
  });
  it("falls back to the bookmaker's current name, said to be current, for rows written before names were kept", () => {
    expect(
      describeAuditEntry(bookmakerRow({ change: "featured", before: { isFeatured: false }, after: { isFeatured: true } }), new Map([[6, "PixelPlay"]])),
    ).toEqual({
      action: "Bookmaker changed",
      resource: "PixelPlay (its name now)",
      changes: ["Featured: off → on"],
    });
    expect(describeAuditEntry(bookmakerRow({ change: "slug" })).resource).toBe("A removed bookmaker");
  });
  it("spells out a new order by name", () => {
    const names = new Map([
      [1, "Vortex Bet"],
      [2, "Nordic Odds"],
    ]);
    expect(describeAuditEntry(bookmakerRow({ change: "order", before: { order: [1, 2] }, after: { order: [2, 1] } }, null), names)).toEqual({
      action: "Bookmaker changed",
      resource: "Bookmaker order",
      changes: ["Order: Vortex Bet, Nordic Odds → Nordic Odds, Vortex Bet"],
    });
  });
  it("describes other actions from their data, in words", () => {
    expect(
      describeAuditEntry({ action: "invite_admin", resourceType: "user", resourceId: "u1", eventData: { email: "new@example.com", reinvite: false } }),
    ).toEqual({
      action: "Admin invited",
      resource: "new@example.com",
      changes: ["Email: new@example.com", "Reinvite: off"],
    });
    expect(describeAuditEntry({ action: "mfa_enabled", resourceType: "security", resourceId: "f1", eventData: { factorType: "totp" } })).toEqual({
      action: "Authenticator enabled",
      resource: "Sign-in security",
      changes: [],
    });
    expect(describeAuditEntry({ action: "some_new_action", resourceType: "widget", resourceId: null, eventData: null }).action).toBe("Some new action");
  });
});

describe("formatValue", () => {
  it("shortens long lists and names key features by their titles", () => {
    expect(formatValue(["a", "b", "c", "d", "e", "f"])).toBe("a, b, c, d and 2 more");
    expect(formatValue([{ title: "Fast payouts", description: "1 h" }])).toBe("Fast payouts");
    expect(formatValue([])).toBe("none");
    expect(formatValue({ primary: "#fff", secondary: "#000" })).toBe("2 settings");
  });
});
