import {
  AB_PLACES,
  createAbTestInput,
  DEFAULT_CONFIDENCE,
  DEFAULT_TARGET_METRIC,
  type AbPlace,
  type AbTargetMetric,
  type CreateAbTestInput,
} from "@eb/api/contracts";
import { fieldErrors } from "../../../lib/field-errors";

/** The New A/B Test form as typed; the confidence level stays text until parsed. */
export type CreateFormValues = {
  name: string;
  description: string;
  place: AbPlace;
  targetMetric: AbTargetMetric;
  confidenceLevel: string;
};

/** Spec: target metric bookmaker_clicks and confidence 95 by default. */
export const EMPTY_CREATE_FORM: CreateFormValues = {
  name: "",
  description: "",
  place: AB_PLACES[0],
  targetMetric: DEFAULT_TARGET_METRIC,
  confidenceLevel: String(DEFAULT_CONFIDENCE),
};

/** Spec: Create is disabled while the name is empty (a blank name counts as empty). */
export const canCreate = (values: CreateFormValues) => values.name.trim() !== "";

export type CreateFormResult = { ok: true; value: CreateAbTestInput } | { ok: false; errors: Record<string, string> };

/** Checks the form with the procedure's own schema; an unreadable confidence level gets its range message. */
export function readCreateForm(values: CreateFormValues): CreateFormResult {
  const level = values.confidenceLevel.trim();
  const parsed = createAbTestInput.safeParse({
    name: values.name,
    description: values.description,
    place: values.place,
    targetMetric: values.targetMetric,
    confidenceLevel: level === "" || !Number.isFinite(Number(level)) ? 0 : Number(level),
  });
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error.issues) };
  return { ok: true, value: { ...parsed.data, description: parsed.data.description ?? "" } };
}
