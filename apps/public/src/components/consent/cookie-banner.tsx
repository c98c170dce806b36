import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import { Button } from "@eb/ui/button";
import { ACCEPT_ALL, ESSENTIAL_ONLY, OPEN_SETTINGS_EVENT, readConsent, saveConsent, type CookiePreferences } from "../../lib/tracking/consent";

// Loaded only when someone opens the settings, so the banner costs first visitors less.
const CookieSettingsDialog = lazy(() => import("./cookie-settings-dialog").then((m) => ({ default: m.CookieSettingsDialog })));

/** Spec: the banner appears 1 second after load when no choice is stored. */
export const BANNER_DELAY_MS = 1000;

export function applyConsentChoice(prefs: CookiePreferences): void {
  saveConsent(prefs);
  // Essential Only / analytics off: clear anything analytics stored before.
  if (!prefs.analytics) void import("../../lib/tracking/tracker").then((m) => m.clearAnalyticsData());
}

export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    // Every dismissal stores a consent choice, so a stored choice is what hides the banner.
    if (readConsent()) return;
    const t = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, open);
  }, []);

  const choose = (prefs: CookiePreferences) => {
    applyConsentChoice(prefs);
    setVisible(false);
  };

  return (
    <>
      {visible && (
        <section
          role="region"
          aria-label="Cookie consent"
          className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-700 bg-slate-900/95 p-4 shadow-2xl backdrop-blur"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-4 md:flex-row md:items-center md:justify-between">
            <div className="text-sm text-slate-300">
              <p className="font-semibold text-slate-100">We value your privacy</p>
              <p>
                We use essential storage to run this site and, only if you agree, first-party analytics to learn which pages and offers are useful. We never
                store your IP address. See our{" "}
                <Link href="/privacy-policy" className="text-emerald-400 underline">
                  Privacy Policy
                </Link>
                .
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button variant="ghost" onClick={() => setSettingsOpen(true)}>
                Cookie Settings
              </Button>
              <Button variant="outline" onClick={() => choose(ESSENTIAL_ONLY)}>
                Essential Only
              </Button>
              <Button onClick={() => choose(ACCEPT_ALL)}>Accept All</Button>
            </div>
          </div>
        </section>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            initial={readConsent() ?? ESSENTIAL_ONLY}
            onSave={(prefs) => {
              choose(prefs);
              setSettingsOpen(false);
            }}
            onClose={() => setSettingsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
