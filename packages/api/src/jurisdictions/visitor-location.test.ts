import { describe, expect, it } from "vitest";
import { createVisitorLocator, locatedCountry, sharedCaching } from "./visitor-location";

const PROXY = "10.0.0.2";
const countries: Record<string, string> = { "81.2.69.160": "GB", "8.8.8.8": "US" };
const locate = createVisitorLocator({
  countryHeader: "cf-ipcountry",
  regionHeader: "cf-region-code",
  trustsPeer: (peer) => peer === PROXY,
  countryOfAddress: (address) => countries[address] ?? null,
});

describe("createVisitorLocator", () => {
  it("believes the country and region headers of a trusted proxy first", () => {
    expect(locate({ headers: { "cf-ipcountry": "US", "cf-region-code": "NJ" }, peerAddress: PROXY, clientAddress: "81.2.69.160" })).toEqual({
      code: "US-NJ",
      from: "header",
    });
    expect(locate({ headers: { "cf-ipcountry": "gb" }, peerAddress: PROXY, clientAddress: "8.8.8.8" })).toEqual({ code: "GB", from: "header" });
  });

  it("ignores a country header a client sends directly: the address decides", () => {
    expect(locate({ headers: { "cf-ipcountry": "GB" }, peerAddress: "8.8.8.8", clientAddress: "8.8.8.8" })).toEqual({ code: "US", from: "address" });
    expect(locate({ headers: { "cf-ipcountry": "GB" }, peerAddress: "203.0.113.9", clientAddress: "203.0.113.9" })).toEqual({
      code: "unknown",
      from: "none",
    });
  });

  it("keeps the country when the region is not one we know, and looks up the address when the proxy does not know the country", () => {
    expect(locate({ headers: { "cf-ipcountry": "US", "cf-region-code": "Atlantis" }, peerAddress: PROXY, clientAddress: undefined })).toEqual({
      code: "US",
      from: "header",
    });
    expect(locate({ headers: { "cf-ipcountry": "XX" }, peerAddress: PROXY, clientAddress: "81.2.69.160" })).toEqual({ code: "GB", from: "address" });
    expect(locate({ headers: { "cf-ipcountry": "T1" }, peerAddress: PROXY, clientAddress: undefined })).toEqual({ code: "unknown", from: "none" });
  });

  it("without a configured header or IP lookup every visitor is unknown", () => {
    const nowhere = createVisitorLocator({ countryHeader: null, regionHeader: null, trustsPeer: () => true, countryOfAddress: null });
    expect(nowhere({ headers: { "cf-ipcountry": "GB" }, peerAddress: PROXY, clientAddress: "81.2.69.160" })).toEqual({ code: "unknown", from: "none" });
  });

  it("in a demo, gives a visitor nobody could place the demo's place, and only such a visitor", () => {
    const demo = createVisitorLocator({
      countryHeader: "cf-ipcountry",
      regionHeader: null,
      trustsPeer: (peer) => peer === PROXY,
      countryOfAddress: (address) => countries[address] ?? null,
      unplacedAs: "GB",
    });
    expect(demo({ headers: {}, peerAddress: "127.0.0.1", clientAddress: "127.0.0.1" })).toEqual({ code: "GB", from: "demo" });
    expect(demo({ headers: { "cf-ipcountry": "SE" }, peerAddress: PROXY, clientAddress: "127.0.0.1" })).toEqual({ code: "SE", from: "header" });
    expect(demo({ headers: {}, peerAddress: "8.8.8.8", clientAddress: "8.8.8.8" })).toEqual({ code: "US", from: "address" });
  });

  it("keeps a located visitor's country, and none for the demo's stand-in place", () => {
    expect(locatedCountry({ code: "US-NJ", from: "header" })).toBe("US");
    expect(locatedCountry({ code: "GB", from: "address" })).toBe("GB");
    expect(locatedCountry({ code: "GB", from: "demo" })).toBeNull();
    expect(locatedCountry({ code: "unknown", from: "none" })).toBeNull();
  });
});

describe("sharedCaching", () => {
  const behindCdn = { countryHeader: "cf-ipcountry", regionHeader: "cf-region-code", ipLookup: true };
  it("behind a CDN's header, pages placed by it vary on it; pages placed by address are not shared", () => {
    expect(sharedCaching({ code: "GB", from: "header" }, behindCdn)).toEqual({ shared: true, vary: ["cf-ipcountry", "cf-region-code"] });
    expect(sharedCaching({ code: "GB", from: "address" }, behindCdn)).toEqual({ shared: false, vary: ["cf-ipcountry", "cf-region-code"] });
  });

  it("without a header, pages are shared only while nobody is placed by address", () => {
    expect(sharedCaching({ code: "unknown", from: "none" }, { countryHeader: null, regionHeader: null, ipLookup: true })).toEqual({ shared: false, vary: [] });
    expect(sharedCaching({ code: "unknown", from: "none" }, { countryHeader: null, regionHeader: null, ipLookup: false })).toEqual({ shared: true, vary: [] });
  });
});
