/**
 * The first-party tracker. Nothing is recorded or sent until analytics consent is given;
 * withdrawing it (or choosing Essential Only) stops tracking and clears what was stored.
 */
import { endExperimentSession, startExperimentSession } from "./experiment-session";
import { appendCapped, LOCAL_EVENTS_KEY, MAX_EVENTS_PER_BEACON, randomSessionId, safeUrl, SESSION_KEY, type EventData, type TrackedEvent } from "./events";

const ENDPOINT = "/api/events";
const FLUSH_DELAY_MS = 1500;

let enabled = false;
let queue: TrackedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * The analytics session id of this tab (spec: sessionStorage). It labels analytics events only; the
 * A/B tests never take it from the browser, they use the server's signed cookie (experiment-session.ts).
 */
function sessionId(): string {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) id = randomSessionId();
    sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return (memorySession ??= randomSessionId());
  }
}
let memorySession: string | null = null;

function keepLocalCopy(events: TrackedEvent[]) {
  try {
    const stored = JSON.parse(localStorage.getItem(LOCAL_EVENTS_KEY) ?? "[]") as TrackedEvent[];
    localStorage.setItem(LOCAL_EVENTS_KEY, JSON.stringify(appendCapped(Array.isArray(stored) ? stored : [], events)));
  } catch {
    // Storage unavailable: the beacon still goes out.
  }
}

/** Sends everything queued, in beacons of at most 25 events. */
export function flushEvents(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!enabled || queue.length === 0) return;
  const id = sessionId();
  while (queue.length > 0) {
    const events = queue.splice(0, MAX_EVENTS_PER_BEACON);
    const body = new Blob([JSON.stringify({ sessionId: id, events })], { type: "application/json" });
    const sent = typeof navigator.sendBeacon === "function" && navigator.sendBeacon(ENDPOINT, body);
    if (!sent) void fetch(ENDPOINT, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => undefined);
  }
}

export function track(type: TrackedEvent["type"], data: EventData = {}): void {
  if (!enabled) return;
  const origin = window.location.origin;
  const event: TrackedEvent = {
    type,
    data: { ...data, timestamp: new Date().toISOString() },
    pageUrl: window.location.pathname + window.location.search,
    referrer: safeUrl(document.referrer, origin) ?? null,
    ts: Date.now(),
  };
  queue.push(event);
  keepLocalCopy([event]);
  if (!timer) timer = setTimeout(flushEvents, FLUSH_DELAY_MS);
}

export function setTrackingEnabled(on: boolean): void {
  if (on === enabled) return;
  enabled = on;
  // With consent the server sets the experiment cookie at once, so the next page load already shows the visitor's A/B variants.
  if (on) startExperimentSession();
  else clearAnalyticsData();
}

export function isTrackingEnabled(): boolean {
  return enabled;
}

/** Essential Only / analytics off: drop the queue, the local copy, the session id and the experiment cookie. */
export function clearAnalyticsData(): void {
  queue = [];
  if (timer) clearTimeout(timer);
  timer = null;
  memorySession = null;
  try {
    localStorage.removeItem(LOCAL_EVENTS_KEY);
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // nothing stored
  }
  endExperimentSession();
}

/** Data for a bookmaker click from the clicked link: data-bookmaker/data-bonus, else the /go slug. */
export function bookmakerClickData(link: HTMLAnchorElement): EventData {
  const href = safeUrl(link.getAttribute("href"), window.location.origin) ?? "";
  const slug = /^\/go\/([^/?#]+)/.exec(href)?.[1];
  return {
    bookmaker: (link.dataset.bookmaker ?? (slug ? decodeURIComponent(slug) : link.hostname)).slice(0, 200),
    ...(link.dataset.bonus ? { bonus: link.dataset.bonus.slice(0, 300) } : {}),
    href,
    ...(link.dataset.placement ? { placement: link.dataset.placement } : {}),
  };
}
