import { useState, type FormEvent } from "react";
import { DASHBOARD_COMPONENT_LABELS, DASHBOARD_COMPONENTS, DASHBOARD_LAYOUTS, type DashboardLayout, type DashboardViewValue } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@eb/ui/dialog";
import { FormField } from "@eb/ui/form-field";
import { Input, Label } from "@eb/ui/input";
import { NativeSelect } from "@eb/ui/native-select";
import { Switch } from "@eb/ui/switch";
import { Textarea } from "@eb/ui/textarea";
import { readViewForm, toggleComponent, type ViewFormValues } from "./view-form-state";

const LAYOUT_LABELS: Record<DashboardLayout, string> = { grid: "Grid", list: "List", cards: "Cards" };

type Props = {
  title: string;
  initial: ViewFormValues;
  saving: boolean;
  onClose: () => void;
  onSave: (value: DashboardViewValue) => void;
};

/** Create or edit a dashboard view; checked with the procedure's own schema before it is sent. */
export function ViewFormDialog({ title, initial, saving, onClose, onSave }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof ViewFormValues>(key: K, value: ViewFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = readViewForm(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSave(result.value);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[calc(100vh-2rem)] w-[min(40rem,calc(100%-1rem))] overflow-y-auto p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Choose what the Analytics tab shows, how it is laid out and how often it refreshes.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={title}>
          <FormField label="View name" error={errors.name}>
            <Input value={values.name} onChange={(e) => set("name", e.target.value)} maxLength={100} />
          </FormField>
          <FormField label="Description" error={errors.description}>
            <Textarea value={values.description} onChange={(e) => set("description", e.target.value)} maxLength={500} />
          </FormField>
          <FormField label="Layout">
            <NativeSelect value={values.layout} onChange={(e) => set("layout", e.target.value as DashboardLayout)}>
              {DASHBOARD_LAYOUTS.map((l) => (
                <option key={l} value={l}>
                  {LAYOUT_LABELS[l]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <fieldset className="flex flex-col gap-2" aria-describedby={errors.components ? "view-components-error" : undefined}>
            <legend className="mb-2 text-sm font-medium">Components</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {DASHBOARD_COMPONENTS.map((c) => (
                <label key={c} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-blue-500"
                    checked={values.components.includes(c)}
                    onChange={(e) => set("components", toggleComponent(values.components, c, e.target.checked))}
                  />
                  {DASHBOARD_COMPONENT_LABELS[c]}
                </label>
              ))}
            </div>
            {errors.components && (
              <p id="view-components-error" role="alert" className="text-sm text-red-400">
                {errors.components}
              </p>
            )}
          </fieldset>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField label="Primary colour" error={errors.primary}>
              <Input type="color" value={values.primary} onChange={(e) => set("primary", e.target.value)} className="h-10 p-1" />
            </FormField>
            <FormField label="Secondary colour" error={errors.secondary}>
              <Input type="color" value={values.secondary} onChange={(e) => set("secondary", e.target.value)} className="h-10 p-1" />
            </FormField>
          </div>
          <div className="flex flex-wrap gap-6">
            <div className="flex items-center gap-2">
              <Switch id="view-show-alerts" checked={values.showAlerts} onCheckedChange={(on) => set("showAlerts", on)} />
              <Label htmlFor="view-show-alerts">Show alerts</Label>
            </div>
            <div className="flex items-center gap-2">
              <Switch id="view-show-export" checked={values.showExport} onCheckedChange={(on) => set("showExport", on)} />
              <Label htmlFor="view-show-export">Show export</Label>
            </div>
          </div>
          <FormField label="Refresh interval (seconds)" description="From 10 to 300 seconds; 30 when left unreadable." error={errors.refreshInterval}>
            <Input
              type="number"
              inputMode="numeric"
              min={10}
              max={300}
              value={values.refreshInterval}
              onChange={(e) => set("refreshInterval", e.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save View"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
