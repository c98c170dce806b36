import { useId } from "react";
import { ODDS_FORMATS, type OddsFormat } from "@eb/api/shared";
import { actions } from "../../lib/preferences/store";

const LABELS: Record<OddsFormat, string> = { decimal: "Decimal", fractional: "Fractional", american: "American" };

/**
 * Decimal / fractional / American (issue 25): native radio buttons drawn as a segmented control, so
 * arrow keys move between them and screen readers announce a group. The choice is stored in the
 * local preferences, and every price on the site follows it.
 */
export function OddsFormatToggle({ format }: { format: OddsFormat }) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Odds format</legend>
      <span aria-hidden className="text-xs text-slate-400">
        Format
      </span>
      <span className="inline-flex rounded-lg border border-slate-700 bg-slate-900 p-0.5">
        {ODDS_FORMATS.map((f) => (
          <label
            key={f}
            className="relative cursor-pointer rounded-md px-2.5 py-1 text-xs font-semibold text-slate-300 hover:text-white has-[:checked]:bg-emerald-500 has-[:checked]:text-emerald-950 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-400"
          >
            <input
              type="radio"
              name={name}
              value={f}
              checked={format === f}
              onChange={() => actions.setOddsFormat(f)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
            />
            {LABELS[f]}
          </label>
        ))}
      </span>
    </fieldset>
  );
}
