import { describe, expect, it } from "vitest";
import { licenceRevision, licenceState, NO_LICENCE } from "./licence-revision";

describe("a licence's revision", () => {
  const urls = [
    { code: "US-NJ", targetUrl: "https://nj.example/" },
    { code: "CA-ON", targetUrl: "https://on.example/" },
  ];

  it("is the same for what is offered alike, and changes with any change", () => {
    expect(licenceRevision(NO_LICENCE, [])).toBe(licenceRevision({ mode: "only_in", jurisdictions: [] }, []));
    expect(licenceRevision(NO_LICENCE, [])).not.toBe(licenceRevision({ mode: "everywhere_except", jurisdictions: [] }, []));
    expect(licenceRevision({ mode: "only_in", jurisdictions: ["GB"] }, urls)).toBe(
      licenceRevision({ mode: "only_in", jurisdictions: ["GB"] }, [...urls].reverse()),
    );
    const base = licenceRevision({ mode: "only_in", jurisdictions: ["GB"] }, urls);
    expect(licenceRevision({ mode: "everywhere_except", jurisdictions: ["GB"] }, urls)).not.toBe(base);
    expect(licenceRevision({ mode: "only_in", jurisdictions: ["GB", "IE"] }, urls)).not.toBe(base);
    expect(licenceRevision({ mode: "only_in", jurisdictions: ["GB"] }, urls.slice(1))).not.toBe(base);
  });

  it("audits URLs as readable lines, by code", () => {
    expect(licenceState({ mode: "only_in", jurisdictions: ["GB"] }, urls).urls).toEqual(["CA-ON https://on.example/", "US-NJ https://nj.example/"]);
  });
});
