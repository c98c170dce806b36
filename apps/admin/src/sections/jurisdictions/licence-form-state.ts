import { saveLicenceInput, splitCodes, type LicenceMode, type SaveLicenceForm } from "@eb/api/contracts";
import type { AdminOutputs } from "@eb/api/admin-types";
import { pathErrors } from "../../lib/field-errors";

export type AdminLicence = AdminOutputs["jurisdictions"]["licences"][number];
export type UrlRow = { code: string; targetUrl: string };

/** The licence form: the list as typed ("GB, IE, US-NJ") and the URL rows. */
export type LicenceFormState = { mode: LicenceMode; codes: string; urls: UrlRow[] };

export const licenceFormFrom = (licence: AdminLicence): LicenceFormState => ({
  mode: licence.mode,
  codes: licence.jurisdictions.join(", "),
  urls: licence.urls.map((u) => ({ ...u })),
});

export type LicenceCheck = { ok: true; input: SaveLicenceForm } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the server's schema. An entry of the list is reported on the list's field
 * ("jurisdictions"); a URL row's fields as "urls.{row}.{field}".
 */
export function checkLicence(licence: AdminLicence, form: LicenceFormState): LicenceCheck {
  const input: SaveLicenceForm = {
    bookmakerId: licence.bookmakerId,
    loaded: licence.revision,
    mode: form.mode,
    jurisdictions: splitCodes(form.codes),
    urls: form.urls,
  };
  const parsed = saveLicenceInput.safeParse(input);
  if (parsed.success) return { ok: true, input };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(pathErrors(parsed.error.issues))) {
    const key = path.startsWith("jurisdictions") ? "jurisdictions" : path === "urls" ? "urls" : path;
    errors[key] ??= message;
  }
  return { ok: false, errors };
}
