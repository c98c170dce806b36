import { reduceUserAgent } from "../../platform";

const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ["iPadOS", /\biPad\b/],
  ["iOS", /\biPhone\b|\biPod\b/],
  ["Android", /\bAndroid\b/],
  ["Windows", /\bWindows\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["macOS", /\bMacintosh\b|\bMac OS X\b/],
  ["Linux", /\bLinux\b/],
];

/**
 * What the session list shows of a stored user agent: the kind of device with its system, and the
 * browser reduced to name and major version (the spec's reduction), nothing finer.
 */
export function describeDevice(ua: string | null | undefined): { device: string; browser: string } {
  if (!ua) return { device: "Unknown device", browser: "Unknown browser" };
  const system = SYSTEMS.find(([, p]) => p.test(ua))?.[0];
  const kind = /\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua)) ? "Tablet" : /\bMobi/.test(ua) ? "Mobile" : "Desktop";
  return { device: system ? `${kind} (${system})` : kind, browser: reduceUserAgent(ua) ?? "Unknown browser" };
}
