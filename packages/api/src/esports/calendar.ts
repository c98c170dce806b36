import { hasControlChars } from "../contracts";
import { GAME_SHORT_NAMES, matchPath, type PublicMatch } from "../shared";
import { HOUR_MS } from "../platform";

/** Matches have no scheduled end; a calendar entry needs one. Two hours covers a typical best-of-three. */
export const DEFAULT_MATCH_DURATION_MS = 2 * HOUR_MS;

/**
 * RFC 5545 TEXT escaping: backslash, semicolon, comma; every line break (CRLF, LF or a bare CR)
 * becomes the two characters \n. TEXT allows no other control character (3.3.11), so those are dropped: a bare
 * CR left in would end the content line early for some readers and let provider text add properties.
 */
export function escapeIcsText(value: string): string {
  const escaped = value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
  // HTAB is the one control character TEXT keeps (it is white space).
  return Array.from(escaped, (ch) => (ch === "\t" || !hasControlChars(ch) ? ch : "")).join("");
}

/** RFC 5545 3.1: lines longer than 75 octets are folded with CRLF and a space, never inside a UTF-8 sequence. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, "utf8");
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** 20250314T180000Z */
export function icsDate(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export type CalendarOptions = { siteUrl: string; now: Date; name: string };

/** The iCalendar feed of upcoming matches (text/calendar body). Matches without a start time are left out. */
export function buildMatchCalendar(matches: PublicMatch[], opts: CalendarOptions): string {
  const host = new URL(opts.siteUrl).host;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${host}//Esports matches//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeIcsText(opts.name)}`,
    "X-WR-TIMEZONE:UTC",
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const m of matches) {
    if (!m.beginAt) continue;
    const start = new Date(m.beginAt);
    const a = m.teamA?.name ?? "TBD";
    const b = m.teamB?.name ?? "TBD";
    const where = [m.leagueName, m.serieName, m.tournamentName].filter(Boolean).join(" › ");
    // The match's own page, at its canonical URL (the one its page names), in URL and in the
    // description (calendar apps that show no URL property still make the text's link clickable).
    const url = opts.siteUrl + matchPath(m.game, m.id, m.teamA?.name, m.teamB?.name);
    const description = [where, m.streamUrl ? `Stream: ${m.streamUrl}` : null, `Match page: ${url}`].filter(Boolean).join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:match-${m.id}@${host}`,
      `DTSTAMP:${icsDate(opts.now)}`,
      `DTSTART:${icsDate(start)}`,
      `DTEND:${icsDate(new Date(start.getTime() + DEFAULT_MATCH_DURATION_MS))}`,
      `SUMMARY:${escapeIcsText(`${a} vs ${b} (${GAME_SHORT_NAMES[m.game]})`)}`,
      `DESCRIPTION:${escapeIcsText(description)}`,
      `URL:${url}`,
      `CATEGORIES:${escapeIcsText(GAME_SHORT_NAMES[m.game])}`,
      "STATUS:CONFIRMED",
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}
