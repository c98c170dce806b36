/**
 * Checks for a page's JSON-LD (pure): the Event properties issue 13 asks for (Google's required and
 * recommended ones that apply to a match or tournament) and that every @id referenced is declared.
 */
export type LdNode = Record<string, unknown>;

const isNode = (v: unknown): v is LdNode => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** Every object in the blocks, nested ones and @graph members included. */
export function allNodes(blocks: unknown[]): LdNode[] {
  const out: LdNode[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isNode(v)) {
      out.push(v);
      Object.values(v).forEach(walk);
    }
  };
  blocks.forEach(walk);
  return out;
}

/** A reference is an object with only an @id; a declaration has an @id and something more. */
export function undeclaredIds(blocks: unknown[]): string[] {
  const nodes = allNodes(blocks);
  const declared = new Set(nodes.filter((n) => typeof n["@id"] === "string" && Object.keys(n).length > 1).map((n) => n["@id"] as string));
  const referenced = nodes.filter((n) => typeof n["@id"] === "string" && Object.keys(n).length === 1).map((n) => n["@id"] as string);
  return [...new Set(referenced.filter((id) => !declared.has(id)))];
}

export const EVENT_STATUSES = ["EventScheduled", "EventCancelled", "EventPostponed", "EventRescheduled", "EventMovedOnline"].map(
  (s) => `https://schema.org/${s}`,
);
const ATTENDANCE = ["Online", "Mixed"].map((s) => `https://schema.org/${s}EventAttendanceMode`);
/** ISO 8601 date-time with an explicit offset (Z or ±hh:mm). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const URL_RE = /^https?:\/\/\S+$/;

export function eventProblems(e: LdNode, kind: "match" | "tournament"): string[] {
  const p: string[] = [];
  const name = typeof e.name === "string" ? e.name : "(no name)";
  const need = (ok: boolean, what: string) => ok || p.push(`${name}: ${what}`);
  need(e["@type"] === "SportsEvent", "@type SportsEvent");
  need(typeof e.name === "string" && e.name.length > 0, "name");
  need(typeof e.description === "string" && e.description.length > 0, "description");
  need(typeof e.startDate === "string" && DATE_TIME.test(e.startDate), `startDate with offset (${String(e.startDate)})`);
  if (e.endDate !== undefined) need(typeof e.endDate === "string" && DATE_TIME.test(e.endDate), "endDate with offset");
  need(EVENT_STATUSES.includes(e.eventStatus as string), `eventStatus (${String(e.eventStatus)})`);
  need(ATTENDANCE.includes(e.eventAttendanceMode as string), "eventAttendanceMode Online or Mixed");
  need(
    list(e.location).some((l) => isNode(l) && l["@type"] === "VirtualLocation" && URL_RE.test(String(l.url))),
    "a VirtualLocation with a URL",
  );
  need(
    list(e.organizer).some((o) => isNode(o) && (typeof o.name === "string" || typeof o["@id"] === "string")),
    "organizer",
  );
  need(list(e.image).length > 0 && list(e.image).every((i) => URL_RE.test(String(isNode(i) ? i.url : i))), "image URL(s)");
  need(typeof e.url === "string" && URL_RE.test(e.url), "url");
  if (kind === "match") {
    const teams = list(e.competitor);
    need(teams.length === 2 && teams.every((t) => isNode(t) && t["@type"] === "SportsTeam" && typeof t.name === "string"), "two SportsTeam competitors");
    need(isNode(e.superEvent) && typeof e.superEvent["@id"] === "string", "superEvent (the tournament) with an @id");
  } else {
    for (const sub of list(e.subEvent)) p.push(...(isNode(sub) ? eventProblems(sub, "match") : [`${name}: subEvent is not an object`]));
  }
  return p;
}
