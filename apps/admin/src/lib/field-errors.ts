/** The first validation message per form field, from a zod error's issues (shared contracts). */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The fields a server refusal names (its `data.issues`, paths like "content.feedKeys.stadar"), keyed by
 * their path inside `input` ("feedKeys.stadar", "keyFeatures.1.title"): a rule only the server can check,
 * such as a key another bookmaker has, shows under its field as a rule the form checks does.
 */
export function refusedFields(err: unknown, input: string): Record<string, string> {
  const issues = (err as { data?: { issues?: unknown } } | null)?.data?.issues;
  const errors: Record<string, string> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== "string" || typeof issue.message !== "string" || !issue.path.startsWith(`${input}.`)) continue;
    errors[issue.path.slice(input.length + 1)] ??= issue.message;
  }
  return errors;
}

/** The first validation message per full path ("urls.1.targetUrl"), for forms with rows of fields. */
export function pathErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join(".")] ??= issue.message;
  return errors;
}
