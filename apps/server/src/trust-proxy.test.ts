import { describe, expect, it } from "vitest";
import { trustProxyExposureWarning } from "./trust-proxy";

describe("trustProxyExposureWarning", () => {
  it("warns when a hop count is trusted and the server listens on every interface", () => {
    for (const host of ["0.0.0.0", "::", "[::]", "0:0:0:0:0:0:0:0"]) {
      expect(trustProxyExposureWarning(1, host)).toMatch(/^TRUST_PROXY=1 trusts .* HOST=\S+ accepts connections on every interface/);
    }
  });

  it("stays quiet when only the proxy can connect, or when the proxies are named", () => {
    expect(trustProxyExposureWarning(1, "127.0.0.1")).toBeNull();
    expect(trustProxyExposureWarning(2, "10.0.0.4")).toBeNull();
    expect(trustProxyExposureWarning(1, "localhost")).toBeNull();
    expect(trustProxyExposureWarning(["10.0.0.0/8"], "0.0.0.0")).toBeNull();
    expect(trustProxyExposureWarning(false, "0.0.0.0")).toBeNull();
  });
});
