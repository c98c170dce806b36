import { FormField } from "@eb/ui/form-field";
import { NativeSelect } from "@eb/ui/native-select";

/** The "Bookmaker" field of the tab's cards that work on one bookmaker at a time (programmes, report imports). */
export function BookmakerSelect({
  bookmakers,
  value,
  onChange,
}: {
  bookmakers: { id: number; name: string }[];
  value: number | null;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label="Bookmaker">
      <NativeSelect value={value ?? ""} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose a bookmaker</option>
        {bookmakers.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
