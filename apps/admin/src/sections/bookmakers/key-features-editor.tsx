import { useId } from "react";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@eb/ui/button";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { addKeyFeature, keyFeatureErrorKey, removeKeyFeature, updateKeyFeature, type KeyFeatureRow } from "./content-form-state";

export const MAX_KEY_FEATURES = 10;

type Props = {
  rows: KeyFeatureRow[];
  onChange: (rows: KeyFeatureRow[]) => void;
  errors: Record<string, string>;
  /** Where the public pages show the list. */
  usage: string;
};

/** The key features of a bookmaker: a title and an optional description per row; rows without a title are dropped on save. */
export function KeyFeaturesEditor({ rows, onChange, errors, usage }: Props) {
  const usageId = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-800 p-3" aria-describedby={usageId}>
      <legend className="px-1 text-sm font-medium text-slate-200">Key Features</legend>
      <p id={usageId} className="text-xs text-slate-400">
        {usage}
      </p>
      {rows.length === 0 && <p className="text-sm text-slate-400">No key features yet.</p>}
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-col gap-2 border-t border-slate-800 pt-3 first:border-t-0 first:pt-0 sm:flex-row sm:items-start">
            <FormField label={`Feature ${index + 1} title`} error={errors[keyFeatureErrorKey(index, "title")]} className="min-w-0 flex-1">
              <Input value={row.title} maxLength={80} onChange={(e) => onChange(updateKeyFeature(rows, row.key, { title: e.target.value }))} />
            </FormField>
            <FormField label={`Feature ${index + 1} description`} error={errors[keyFeatureErrorKey(index, "description")]} className="min-w-0 flex-1">
              <Input value={row.description} maxLength={200} onChange={(e) => onChange(updateKeyFeature(rows, row.key, { description: e.target.value }))} />
            </FormField>
            <Button
              variant="ghost"
              size="icon"
              className="self-end"
              aria-label={`Remove feature ${index + 1}${row.title ? ` (${row.title})` : ""}`}
              onClick={() => onChange(removeKeyFeature(rows, row.key))}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {errors.keyFeatures && (
        <p role="alert" className="text-sm text-red-400">
          {errors.keyFeatures}
        </p>
      )}
      <Button variant="outline" size="sm" className="self-start" disabled={rows.length >= MAX_KEY_FEATURES} onClick={() => onChange(addKeyFeature(rows))}>
        <Plus aria-hidden />
        Add Key Feature
      </Button>
    </fieldset>
  );
}
