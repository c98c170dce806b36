import { useId } from "react";
import { cn } from "./cn";

export type RadioOption<V extends string> = { value: V; label: string; description?: string };

type Props<V extends string> = {
  /** The question the choices answer: the fieldset's legend, which screen readers read with each choice. */
  legend: string;
  value: V;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  className?: string;
};

/**
 * One of a few choices, as native radio buttons in a fieldset: arrow keys move between them, Tab
 * leaves the group, and each choice is read with the legend. Wraps onto lines on a narrow screen.
 */
export function RadioGroup<V extends string>({ legend, value, options, onChange, className }: Props<V>) {
  const name = useId();
  return (
    <fieldset className={cn("flex flex-col gap-2", className)}>
      <legend className="mb-2 text-sm font-medium text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-start gap-2 text-sm text-slate-100">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
            <span className="flex flex-col">
              {option.label}
              {option.description && <span className="text-xs text-slate-400">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
