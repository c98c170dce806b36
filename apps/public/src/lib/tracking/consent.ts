/** Cookie preferences (spec: essential always true, analytics and marketing default false), stored locally. */
export const CONSENT_KEY = "cookie-preferences";

export type CookiePreferences = { essential: true; analytics: boolean; marketing: boolean };
export type StoredConsent = CookiePreferences & { decidedAt: string };

export const ACCEPT_ALL: CookiePreferences = { essential: true, analytics: true, marketing: true };
export const ESSENTIAL_ONLY: CookiePreferences = { essential: true, analytics: false, marketing: false };

export function parseConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredConsent>;
    if (typeof v.analytics !== "boolean" || typeof v.marketing !== "boolean") return null;
    return { essential: true, analytics: v.analytics, marketing: v.marketing, decidedAt: String(v.decidedAt ?? "") };
  } catch {
    return null;
  }
}

type Listener = (c: StoredConsent | null) => void;
const listeners = new Set<Listener>();

function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readConsent(): StoredConsent | null {
  return parseConsent(safeStorage()?.getItem(CONSENT_KEY) ?? null);
}

export function saveConsent(prefs: CookiePreferences, now = new Date()): StoredConsent {
  const stored: StoredConsent = { ...prefs, essential: true, decidedAt: now.toISOString() };
  try {
    safeStorage()?.setItem(CONSENT_KEY, JSON.stringify(stored));
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
  listeners.forEach((l) => l(stored));
  return stored;
}

export function onConsentChange(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Lets any page (privacy policy, footer) reopen the cookie settings dialog. */
export const OPEN_SETTINGS_EVENT = "eb:open-cookie-settings";
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}
