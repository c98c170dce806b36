import { describe, expect, it } from "vitest";
import { countryName } from "./country-name";

describe("a provider's country code in words", () => {
  it("names ISO alpha-2 codes in English and keeps anything else as given", () => {
    expect(countryName("UA")).toBe("Ukraine");
    expect(countryName("br")).toBe("Brazil");
    expect(countryName("Europe")).toBe("Europe");
    expect(countryName("EU")).toBe("European Union");
  });
});
