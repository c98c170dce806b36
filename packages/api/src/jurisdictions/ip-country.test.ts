import { describe, expect, it } from "vitest";
import { bundledIpDatabasePath, ipCountryLookup } from "./ip-country";

describe("the bundled IP-to-country database", () => {
  const lookup = ipCountryLookup(bundledIpDatabasePath());
  it("places public addresses, IPv4 and IPv6", () => {
    expect(lookup("81.2.69.160")).toBe("GB");
    expect(lookup("8.8.8.8")).toBe("US");
    expect(lookup("2001:4860:4860::8888")).toBe("US");
  });
  it("places nothing for private, loopback and malformed addresses", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "192.168.0.1", "::1", "not-an-ip", ""]) expect(lookup(address)).toBeNull();
  });
});
