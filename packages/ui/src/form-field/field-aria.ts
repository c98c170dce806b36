/** The ids and aria attributes that tie a form control to its description and error message. */
export type FieldAria = {
  descriptionId: string;
  errorId: string;
  control: { id: string; "aria-describedby": string | undefined; "aria-invalid": true | undefined };
};

export function fieldAria(id: string, has: { description: boolean; error: boolean; describedBy?: string }): FieldAria {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [has.describedBy, has.description && descriptionId, has.error && errorId].filter(Boolean).join(" ");
  return {
    descriptionId,
    errorId,
    control: { id, "aria-describedby": describedBy || undefined, "aria-invalid": has.error ? true : undefined },
  };
}
