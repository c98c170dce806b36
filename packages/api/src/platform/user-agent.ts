/**
 * Reduces a user agent to browser name and major version ("Chrome 131"), the only form stored
 * (spec: user agent reduced to browser and major version). Order matters: Edge and Opera
 * carry "Chrome/" and Chrome carries "Safari/".
 */
const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ["Edge", /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /\b(?:OPR|Opera)\/(\d+)/],
  ["Samsung Internet", /\bSamsungBrowser\/(\d+)/],
  ["Firefox", /\b(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /\b(?:Chrome|CriOS)\/(\d+)/],
  ["Safari", /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//],
];

export function reduceUserAgent(ua: string | null | undefined): string | null {
  if (!ua) return null;
  for (const [name, pattern] of BROWSERS) {
    const m = pattern.exec(ua);
    if (m) return `${name} ${m[1]}`;
  }
  return "Other";
}

export const DEVICE_CLASSES = ["desktop", "mobile", "tablet"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * The device class of a user agent, derived at ingest and stored instead of the user agent
 * (spec: device and browser are classified from the user agent text; only the class is kept).
 * Android tablets omit "Mobile"; iPadOS 13+ claims to be a Mac and is counted as desktop.
 */
export function deviceClass(ua: string | null | undefined): DeviceClass {
  if (!ua) return "desktop";
  if (/\biPad\b|\bTablet\b|\bAndroid\b(?!.*\bMobile\b)/i.test(ua)) return "tablet";
  if (/\bMobi|\biPhone\b|\biPod\b|\bAndroid\b/i.test(ua)) return "mobile";
  return "desktop";
}
