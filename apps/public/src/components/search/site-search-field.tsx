import { useRef, useState, type ComponentType } from "react";
import { SEARCH_PAGE_PATH, SEARCH_QUERY_MAX, SEARCH_QUERY_PARAM } from "@eb/api/shared";
import { cn } from "@eb/ui/cn";
import type { SearchComboboxProps } from "./search-combobox";

let comboboxModule: Promise<ComponentType<SearchComboboxProps>> | null = null;
const loadCombobox = () => (comboboxModule ??= import("./search-combobox").then((m) => m.default));

/**
 * The header's search field (desktop header and mobile menu; `className` sets its display). What every page loads is only this:
 * a real GET form to /search, which works without JavaScript. The combobox (suggestions, keys,
 * ARIA state, client-side navigation) is its own chunk, loaded when the field is first focused or
 * typed in and attached to this form, so the home page's JavaScript budget does not carry it.
 */
export function SiteSearchField({
  id,
  className,
  popupClassName,
  onNavigate,
}: {
  id: string;
  className?: string;
  popupClassName?: string;
  onNavigate?: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const load = () => {
    void loadCombobox().then((C) => setCombobox(() => C));
  };
  return (
    <form ref={form} role="search" aria-label="Site" action={SEARCH_PAGE_PATH} method="get" className={cn("relative items-center", className)}>
      <label htmlFor={id} className="sr-only">
        Search teams, tournaments and matches
      </label>
      <input
        id={id}
        name={SEARCH_QUERY_PARAM}
        // type="text", not "search": ARIA in HTML allows role="combobox" on a text input only, and the
        // Nu HTML Checker refuses it (and aria-expanded) on a search one (issue 36). The keyboard still
        // offers a search key (inputMode, enterKeyHint) and the form keeps role="search".
        type="text"
        inputMode="search"
        enterKeyHint="search"
        // A combobox from the start (collapsed until the suggestions' chunk takes over), so its role never changes under a screen reader.
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX}
        placeholder="Search teams"
        onFocus={load}
        onInput={load}
        className="h-10 w-full min-w-0 rounded-l-md border border-r-0 border-slate-700 bg-slate-900 pl-3 pr-2 text-sm text-slate-100 placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-emerald-400"
      />
      {/* Beside the input, not over its end: a focused field is never partly covered (WCAG 2.4.11, consent-focus.spec). */}
      <button
        type="submit"
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-r-md border border-l-0 border-slate-700 bg-slate-900 text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-emerald-400"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="sr-only">Search</span>
      </button>
      {Combobox && <Combobox formRef={form} inputId={id} popupClassName={popupClassName} onNavigate={onNavigate} />}
    </form>
  );
}
