import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "wouter";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { isSearchableQuery, matchTimeLabel, normaliseSearchQuery, searchPagePath, SUGGEST_DEBOUNCE_MS } from "@eb/api/shared";
import { cn } from "@eb/ui/cn";
import { useTRPC, type PublicClient } from "../../lib/trpc";
import { STALE } from "../../lib/query-client";
import { useViewerClock } from "../../lib/viewer-clock";
import { resultCount, searchGroups } from "./search-hits";
import { movedActive, suggestionOptions } from "./suggestion-options";

export type SearchComboboxProps = {
  /** The always-loaded form (site-search-field.tsx) this combobox takes over. */
  formRef: RefObject<HTMLFormElement | null>;
  inputId: string;
  popupClassName?: string;
  /** Called before each navigation (the mobile menu closes). */
  onNavigate?: () => void;
};

/**
 * The suggestions' query. The abort signal goes to the request: when the visitor types on, the
 * query of the older text loses its observer and React Query cancels it. Results are cached per
 * text, and the list shows the answer for the text now debounced only (a slower, older answer
 * never replaces it: it belongs to another query key).
 */
const suggestQuery = (trpc: PublicClient, q: string) =>
  queryOptions({
    queryKey: ["search.suggest", { q }],
    queryFn: ({ signal }) => trpc.search.suggest.query({ q }, { signal }),
    staleTime: STALE.matches,
  });

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const inputOf = (id: string) => document.getElementById(id) as HTMLInputElement | null;

/**
 * The WAI-ARIA combobox of the header's search field, with a grouped listbox: suggestions as you
 * type (teams, tournaments, upcoming matches, then "see all results"), Up/Down to move, Enter to
 * open the active option (or, with none, the results page), Escape to close the list (or, closed,
 * to clear the field), a live status with the number of results. It sets the input's ARIA state
 * (aria-controls, aria-expanded, aria-activedescendant) itself: the input belongs to the
 * always-loaded form and is never re-rendered by this chunk.
 */
export default function SearchCombobox({ formRef, inputId, popupClassName, onNavigate }: SearchComboboxProps) {
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const { timeZone, now } = useViewerClock();
  const listboxId = `${inputId}-listbox`;
  // What was typed while this chunk loaded, and whether the field still has the focus.
  const [text, setText] = useState(() => inputOf(inputId)?.value ?? "");
  const [focused, setFocused] = useState(() => document.activeElement?.id === inputId);
  const [dismissed, setDismissed] = useState(false);
  // The active option belongs to the list it was chosen in: a new list starts with none.
  const [activeIn, setActiveIn] = useState<{ list: unknown; index: number }>({ list: undefined, index: -1 });

  const typed = normaliseSearchQuery(text);
  const query = useDebounced(typed, SUGGEST_DEBOUNCE_MS);
  const searchable = isSearchableQuery(query) && isSearchableQuery(typed);
  const { data, isError, isPlaceholderData, isFetching } = useQuery({ ...suggestQuery(trpc, query), enabled: searchable, placeholderData: keepPreviousData });
  const shown = searchable ? data : undefined;
  const groups = shown ? searchGroups(shown, (iso) => matchTimeLabel(new Date(iso), now, timeZone)) : [];
  const { sections, all, flat: listed } = suggestionOptions(listboxId, groups, typed);
  // Until an answer arrives there is nothing to move to ("see all" is not shown yet either).
  const flat = shown ? listed : [];
  const found = listed.length - 1;
  const expanded = focused && !dismissed && searchable && (shown !== undefined || isFetching || isError);
  const active = expanded && activeIn.list === shown ? activeIn.index : -1;
  const activeOption = active >= 0 ? flat[active] : undefined;
  const setActive = (index: number) => setActiveIn({ list: shown, index });

  const go = (href: string) => {
    const input = inputOf(inputId);
    if (input) input.value = "";
    setText("");
    setDismissed(true);
    onNavigate?.();
    navigate(href);
  };

  // The input's and the form's events, wired once; each reads the latest render through the ref.
  const latest = useRef({ go, flat, active, expanded, setActive });
  useEffect(() => {
    latest.current = { go, flat, active, expanded, setActive };
  });
  useEffect(() => {
    const form = formRef.current;
    const input = inputOf(inputId);
    if (!form || !input) return;
    input.setAttribute("aria-controls", listboxId);
    const onInput = () => {
      setText(input.value);
      setDismissed(false);
      setActiveIn({ list: undefined, index: -1 });
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const { go, flat, active, expanded, setActive } = latest.current;
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        setDismissed(false);
        if (!expanded && e.key === "ArrowUp") return;
        setActive(movedActive(expanded ? active : -1, flat.length, e.key));
      } else if (e.key === "Enter" && expanded && active >= 0) {
        e.preventDefault();
        go(flat[active]!.href);
      } else if (e.key === "Escape") {
        e.preventDefault();
        if (expanded) {
          setDismissed(true);
          setActive(-1);
        } else {
          input.value = "";
          setText("");
        }
      } else if (e.key === "Tab") {
        setDismissed(true);
      }
    };
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault();
      latest.current.go(searchPagePath(input.value));
    };
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    form.addEventListener("submit", onSubmit);
    // A key typed between this chunk's first render (which read the field) and now had no listener
    // yet: read the field again, or its last letters would never be asked for.
    setText(input.value);
    setFocused(document.activeElement === input);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      form.removeEventListener("submit", onSubmit);
    };
  }, [formRef, inputId, listboxId]);
  // The input's ARIA state follows the list.
  useEffect(() => {
    const input = inputOf(inputId);
    if (!input) return;
    input.setAttribute("aria-expanded", String(expanded));
    if (activeOption) input.setAttribute("aria-activedescendant", activeOption.id);
    else input.removeAttribute("aria-activedescendant");
  }, [inputId, expanded, activeOption]);

  const message =
    isError && !shown
      ? "Suggestions are unavailable right now."
      : !shown || isPlaceholderData
        ? "Searching..."
        : found === 0
          ? `No results for “${shown.query}”`
          : null;
  const status = !searchable
    ? ""
    : shown && !isPlaceholderData
      ? found === 0
        ? "No results."
        : `${resultCount(found)} available.`
      : isError
        ? "Suggestions are unavailable right now."
        : "";

  let index = 0;
  const option = (o: (typeof listed)[number]) => {
    const i = index++;
    return (
      <div
        key={o.key}
        id={o.id}
        role="option"
        aria-selected={i === active}
        // Keep the focus in the field: the click chooses, the field stays the focused element.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => go(o.href)}
        onMouseMove={() => i !== active && setActive(i)}
        className={cn("cursor-pointer rounded-md px-3 py-2", i === active ? "bg-emerald-500/20 text-white" : "text-slate-200")}
      >
        <span className="block break-words text-sm font-medium">{o.label}</span>
        {o.detail && <span className="block text-xs text-slate-400">{o.detail}</span>}
      </div>
    );
  };

  return (
    <>
      <div
        hidden={!expanded}
        className={cn(
          "absolute right-0 top-full z-50 mt-1 max-h-[70vh] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-slate-700 bg-slate-950 p-1 shadow-2xl",
          popupClassName,
        )}
      >
        {/* The previous text's suggestions stay, marked busy and followed by "Searching...", until the new
            ones arrive: not dimmed, since dimmed text drops below the contrast every text must keep. */}
        <div id={listboxId} role="listbox" aria-label="Suggestions" aria-busy={isPlaceholderData || undefined} data-answered-query={shown?.query}>
          {sections.map((s) => (
            <div key={s.kind} role="group" aria-labelledby={s.labelId}>
              <div id={s.labelId} role="presentation" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-emerald-300">
                {s.title}
              </div>
              {s.options.map(option)}
            </div>
          ))}
          {shown && option(all)}
        </div>
        {message && <p className="px-3 py-2 text-sm text-slate-300">{message}</p>}
      </div>
      <div role="status" className="sr-only">
        {status}
      </div>
    </>
  );
}
