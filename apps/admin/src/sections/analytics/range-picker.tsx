import { useId } from "react";
import { Label } from "@eb/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@eb/ui/select";
import { RANGE_PRESETS, type RangePreset } from "@eb/api/contracts";

type Props = { value: RangePreset; onChange: (range: RangePreset) => void };

/** Spec 2: the date-range picker, labels word for word from the contract. */
export function RangePicker({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Label htmlFor={id}>Date range</Label>
      <Select value={value} onValueChange={(v) => onChange(v as RangePreset)}>
        <SelectTrigger id={id} className="w-full min-w-56 sm:w-auto">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {RANGE_PRESETS.map((p) => (
            <SelectItem key={p.id} value={p.id}>
              {p.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
