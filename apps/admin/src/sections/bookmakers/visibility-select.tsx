import { OFFERED_NOWHERE, VISIBILITIES, VISIBILITY_LABELS, type Visibility } from "@eb/api/contracts";
import { cn } from "@eb/ui/cn";
import { NativeSelect } from "@eb/ui/native-select";

/** The colour a state is marked with on the card's edge: only live is green. */
export const VISIBILITY_EDGE: Record<Visibility, string> = {
  live: "border-l-emerald-500",
  paused: "border-l-amber-400",
  draft: "border-l-slate-500",
  archived: "border-l-slate-700",
};

type Props = { bookmakerName: string; visibility: Visibility; offeredNowhere: boolean; disabled: boolean; onChange: (visibility: Visibility) => void };

/** An option's words; Live does not promise visitors where no licence offers the bookmaker (issue 36). */
export function visibilityLabel(v: Visibility, offeredNowhere: boolean): string {
  return v === "live" && offeredNowhere ? `Live (${OFFERED_NOWHERE.toLowerCase()})` : VISIBILITY_LABELS[v];
}

/** The bookmaker's one visibility control; each option says what visitors get ("Live: shown to visitors"). */
export function VisibilitySelect({ bookmakerName, visibility, offeredNowhere, disabled, onChange }: Props) {
  return (
    <NativeSelect
      aria-label={`Visibility: ${bookmakerName}`}
      value={visibility}
      disabled={disabled}
      className={cn(
        "h-9 min-w-0 flex-1 sm:w-56 sm:flex-none lg:w-full",
        visibility === "live" ? "text-emerald-300" : visibility === "paused" ? "text-amber-200" : "text-slate-300",
      )}
      onChange={(e) => onChange(e.target.value as Visibility)}
    >
      {VISIBILITIES.map((v) => (
        <option key={v} value={v}>
          {visibilityLabel(v, offeredNowhere)}
        </option>
      ))}
    </NativeSelect>
  );
}
