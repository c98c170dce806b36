import { cloneElement, useId, type ReactElement, type ReactNode } from "react";
import { cn } from "../cn";
import { Label } from "../input";
import { fieldAria } from "./field-aria";

type ControlProps = { id?: string; "aria-describedby"?: string; "aria-invalid"?: boolean | "true" | "false" };

export type FormFieldProps = {
  label: ReactNode;
  /** Help text under the control, read with it by screen readers. */
  description?: ReactNode;
  /** The field's validation message; marks the control aria-invalid and is announced. */
  error?: string | null;
  /** The one control (Input, NativeSelect, ...); it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<ControlProps>;
  className?: string;
};

/** Label + control + description + error, wired for assistive technology. */
export function FormField({ label, description, error, children, className }: FormFieldProps) {
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const aria = fieldAria(id, { description: Boolean(description), error: Boolean(error), describedBy: children.props["aria-describedby"] });
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, aria.control)}
      {description && (
        <p id={aria.descriptionId} className="text-xs text-slate-400">
          {description}
        </p>
      )}
      {error && (
        <p id={aria.errorId} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
