import { useId } from "react";
import { Button } from "@eb/ui/button";
import { Input, Label } from "@eb/ui/input";
import { NativeSelect } from "@eb/ui/native-select";
import type { AuditLogFilters } from "@eb/api/contracts";
import { actionLabel } from "./audit-labels";

export type FilterOptions = { actions: string[]; accounts: { id: string; email: string }[] };

type Props = {
  filters: AuditLogFilters;
  options: FilterOptions | undefined;
  errors: Record<string, string>;
  onChange: (next: AuditLogFilters) => void;
};

/** Action, account and a day range (UTC); each change goes back to the first page. */
export function AuditLogFiltersBar({ filters, options, errors, onChange }: Props) {
  const id = useId();
  const set = (patch: Partial<AuditLogFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const dayField = (key: "from" | "to", label: string) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type="date"
        value={filters[key] ?? ""}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(e) => set({ [key]: e.target.value || undefined })}
      />
      {errors[key] && (
        <p id={`${id}-${key}-error`} role="alert" className="text-sm text-red-400">
          {errors[key]}
        </p>
      )}
    </div>
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <NativeSelect id={`${id}-action`} value={filters.action ?? ""} onChange={(e) => set({ action: e.target.value || undefined })}>
          <option value="">All actions</option>
          {options?.actions.map((a) => (
            <option key={a} value={a}>
              {actionLabel(a)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-account`}>Account</Label>
        <NativeSelect id={`${id}-account`} value={filters.userId ?? ""} onChange={(e) => set({ userId: e.target.value || undefined })}>
          <option value="">All accounts</option>
          {options?.accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.email}
            </option>
          ))}
        </NativeSelect>
      </div>
      {dayField("from", "From (UTC)")}
      {dayField("to", "To (UTC)")}
      <Button variant="outline" onClick={() => onChange({ page: 1 })}>
        Reset Filters
      </Button>
    </div>
  );
}
