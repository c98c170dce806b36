import { ODDS_FORMATS, type OddsFormat } from "@eb/api/shared";
import { actions } from "../../lib/preferences/store";
import { RadioOptions } from "./radio-options";

const LABELS: Record<OddsFormat, string> = { decimal: "Decimal", fractional: "Fractional", american: "American" };
const OPTIONS = ODDS_FORMATS.map((value) => ({ value, label: LABELS[value] }));

/** How a fractional price is chosen (shared/odds-format.ts, toFractional), said where the format is picked. */
export const FRACTIONAL_RULE =
  "Fractional odds are the traditional fraction nearest the decimal price, as bookmakers print them (from 1/100 to 100/1, whole numbers beyond): 3.05 shows as 2/1, 3.10 as 21/10.";

/**
 * Decimal / fractional / American (issue 25): native radio buttons drawn as a segmented control, so
 * arrow keys move between them and screen readers announce a group. The choice is stored in the
 * local preferences, and every price on the site follows it. `describedBy` names the note that says
 * how a fractional price is chosen.
 */
export function OddsFormatToggle({ format, describedBy }: { format: OddsFormat; describedBy?: string }) {
  return (
    <fieldset className="flex items-center gap-2" aria-describedby={describedBy}>
      <legend className="sr-only">Odds format</legend>
      <span aria-hidden className="text-xs text-slate-400">
        Format
      </span>
      <span className="inline-flex rounded-lg border border-slate-700 bg-slate-900 p-0.5">
        <RadioOptions
          options={OPTIONS}
          value={format}
          onChange={actions.setOddsFormat}
          labelClassName="rounded-md px-2.5 py-1 text-xs font-semibold text-slate-300 hover:text-white has-[:checked]:bg-emerald-500 has-[:checked]:text-emerald-950"
        />
      </span>
    </fieldset>
  );
}
