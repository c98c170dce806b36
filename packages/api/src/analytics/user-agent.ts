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
