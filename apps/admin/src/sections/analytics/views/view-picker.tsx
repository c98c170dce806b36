import { useId } from "react";
import { Label } from "@eb/ui/input";
import { NativeSelect } from "@eb/ui/native-select";
import { BUILT_IN, type ViewChoice } from "./use-view-choice";

/** Switches the Analytics tab between the built-in arrangement and the user's saved views. */
export function ViewPicker({ choice }: { choice: ViewChoice }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Dashboard view</Label>
      <NativeSelect id={id} value={choice.value} onChange={(e) => choice.choose(e.target.value)} className="min-w-48">
        <option value={BUILT_IN}>Default</option>
        {choice.views.map((v) => (
          <option key={v.id} value={v.id}>
            {v.isDefault ? `${v.name} (default)` : v.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
