import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@eb/ui/button";
import type { CookiePreferences } from "../../lib/tracking/consent";

const ROWS: Array<{ key: keyof CookiePreferences; title: string; text: string }> = [
  { key: "essential", title: "Essential", text: "Remembers your cookie choice and site preferences in your browser. Always on; the site needs it." },
  {
    key: "analytics",
    title: "Analytics",
    text: "First-party page views, bookmaker link clicks and scroll depth with a random session id. No IP address is stored.",
  },
  {
    key: "marketing",
    title: "Marketing",
    text: "Allows partner campaign measurement. We currently set no marketing cookies; this records your preference for the future.",
  },
];

/** The cookie settings dialog: a native modal <dialog> (focus trap, Escape to close) with one switch per category. */
export function CookieSettingsDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: CookiePreferences;
  onSave: (p: CookiePreferences) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [prefs, setPrefs] = useState<CookiePreferences>(initial);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-xl border border-slate-700 bg-slate-900 p-6 text-slate-100 backdrop:bg-black/70"
    >
      <h2 id={titleId} className="text-xl font-bold">
        Cookie Settings
      </h2>
      <p className="mt-1 text-sm text-slate-400">Choose what this site may store. You can change this at any time from the Privacy Policy page.</p>
      <div className="mt-4 space-y-3">
        {ROWS.map((row) => (
          <label key={row.key} className="flex items-start justify-between gap-4 rounded-lg border border-slate-800 p-3">
            <span>
              <span className="block font-semibold">{row.title}</span>
              <span className="block text-sm text-slate-400">{row.text}</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              className="mt-1 h-5 w-5 accent-emerald-500"
              checked={prefs[row.key]}
              disabled={row.key === "essential"}
              onChange={(e) => setPrefs((p) => ({ ...p, [row.key]: e.target.checked, essential: true }))}
            />
          </label>
        ))}
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={() => ref.current?.close()}>
          Cancel
        </Button>
        <Button onClick={() => onSave(prefs)}>Save Preferences</Button>
      </div>
    </dialog>
  );
}
