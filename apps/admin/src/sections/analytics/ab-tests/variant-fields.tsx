import type { AbPlace } from "@eb/api/contracts";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import type { BookmakersQuery } from "./bookmaker-choice";
import { PlaceConfigFields } from "./place-config-fields";
import { errorKey, type VariantFormRow } from "./variant-form-state";

type Props = {
  /** The variant's saved name, so the group keeps its label while the name is being edited. */
  legend: string;
  place: AbPlace;
  row: VariantFormRow;
  errors: Record<string, string>;
  bookmakers: BookmakersQuery;
  onChange: (row: VariantFormRow) => void;
};

/** One variant: its name, its share of the traffic and, except for the control, its content. */
export function VariantFields({ legend, place, row, errors, bookmakers, onChange }: Props) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-800 p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <FormField label="Name" error={errors[errorKey(row.id, "name")]}>
          <Input value={row.name} maxLength={60} onChange={(e) => onChange({ ...row, name: e.target.value })} />
        </FormField>
        <FormField label="Allocation (%)" error={errors[errorKey(row.id, "allocation")]}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            value={row.allocation}
            onChange={(e) => onChange({ ...row, allocation: e.target.value })}
          />
        </FormField>
      </div>
      {row.isControl ? (
        <p className="text-sm text-slate-400">Shows the site as it is</p>
      ) : (
        <PlaceConfigFields
          place={place}
          variantId={row.id}
          config={row.config}
          errors={errors}
          bookmakers={bookmakers}
          onChange={(config) => onChange({ ...row, config })}
        />
      )}
    </fieldset>
  );
}
