import { describe, expect, it } from "vitest";
import { buildLogoIndex, findLogo, logoFallback, logoKeys } from "./team-logos";

describe("logoKeys", () => {
  it("indexes the lowercased name and the variants without esports/team/clan/gaming", () => {
    expect(logoKeys("Crimson Vipers Esports")).toEqual(expect.arrayContaining(["crimson vipers esports", "crimson vipers"]));
    expect(logoKeys("Team Solaris")).toEqual(expect.arrayContaining(["team solaris", "solaris"]));
    expect(logoKeys("Ember Clan")).toEqual(expect.arrayContaining(["ember"]));
    expect(logoKeys("Quartz Gaming")).toEqual(expect.arrayContaining(["quartz"]));
  });

  it("adds initials only when they are 2 to 4 letters", () => {
    expect(logoKeys("Team Liquid")).toContain("tl");
    expect(logoKeys("Fnatic")).not.toContain("f");
    expect(logoKeys("A B C D E")).not.toContain("abcde");
  });
});

describe("findLogo", () => {
  const index = buildLogoIndex([
    { name: "Natus Vincere Esports", imageUrl: "https://cdn.example/navi.png" },
    { name: "No Logo Team", imageUrl: null },
  ]);

  it("finds a logo by a name variant", () => {
    expect(findLogo(index, "Natus Vincere")).toBe("https://cdn.example/navi.png");
    expect(findLogo(index, "natus vincere esports")).toBe("https://cdn.example/navi.png");
  });

  it("finds a logo by initials", () => {
    expect(findLogo(index, "NVE")).toBe("https://cdn.example/navi.png");
  });

  it("never indexes a stored logo a page could not use safely", () => {
    const hostile = buildLogoIndex([
      { name: "Script Team", imageUrl: "javascript:alert(1)" },
      { name: "Data Team", imageUrl: "data:image/svg+xml,<svg onload=alert(1)>" },
      { name: "Elsewhere Team", imageUrl: "//evil.example/x.png" },
    ]);
    expect(hostile.size).toBe(0);
  });

  it("returns null for teams without a logo", () => {
    expect(findLogo(index, "No Logo Team")).toBeNull();
    expect(findLogo(index, null)).toBeNull();
  });
});

describe("logoFallback", () => {
  it("uses two letters", () => {
    expect(logoFallback("Team Liquid")).toBe("TL");
    expect(logoFallback("Fnatic")).toBe("FN");
    expect(logoFallback("")).toBe("?");
  });
});
