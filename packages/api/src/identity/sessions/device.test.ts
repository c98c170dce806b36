import { describe, expect, it } from "vitest";
import { describeDevice } from "./device";

describe("describeDevice", () => {
  it("names the device kind, its system and the browser's name and major version only", () => {
    expect(describeDevice("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.8078.79 Safari/537.36")).toEqual({
      device: "Desktop (Linux)",
      browser: "Chrome 156",
    });
    expect(
      describeDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1"),
    ).toEqual({
      device: "Mobile (iOS)",
      browser: "Safari 18",
    });
    expect(describeDevice("Mozilla/5.0 (Linux; Android 14; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36").device).toBe(
      "Tablet (Android)",
    );
  });

  it("says unknown when the session kept no user agent", () => {
    expect(describeDevice(null)).toEqual({ device: "Unknown device", browser: "Unknown browser" });
  });
});
