import { lazy, Suspense, useEffect, useRef, useState } from "react";
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

/**
 * While the banner is open, the page reserves its height: scroll padding keeps a focused element
 * above it when Tab scrolls (WCAG 2.4.11), and padding under the page lets the footer scroll clear of it.
 */
function useReservedSpace(visible: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!visible || !el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--consent-banner-height", `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-banner-height");
    };
  }, [visible]);
  return ref;
}

export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const ref = useReservedSpace(visible);

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

  // Rendered right after the header (see SiteLayout), so it is among the first Tab stops; shown
  // fixed at the bottom, compact: a short text, so it is never a phone's largest paint.
  return (
    <>
      {visible && (
        <section
          ref={ref}
          role="region"
          aria-label="Cookie consent"
          className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-700 bg-slate-900 px-4 py-3 shadow-2xl"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-2 md:flex-row md:items-center md:justify-between md:gap-4">
            <p className="text-sm text-slate-300">
              <span className="font-semibold text-slate-100">We value your privacy.</span> Analytics only if you agree; never your IP address.{" "}
              <Link href="/privacy-policy" className="text-emerald-400 underline">
                Privacy Policy
              </Link>
            </p>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button variant="ghost" size="sm" onClick={() => setSettingsOpen(true)}>
                Cookie Settings
              </Button>
              <Button variant="outline" size="sm" onClick={() => choose(ESSENTIAL_ONLY)}>
                Essential Only
              </Button>
              <Button size="sm" onClick={() => choose(ACCEPT_ALL)}>
                Accept All
              </Button>
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
