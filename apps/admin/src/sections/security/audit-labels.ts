import { LICENCE_MODE_LABELS } from "@eb/api/contracts";

/** The audit log's action codes in words; a code not listed here is shown with its underscores as spaces. */
const ACTION_LABELS: Record<string, string> = {
  update_bookmaker: "Bookmaker changed",
  update_team_list: "Team list saved",
  manual_sync: "Sync or cleanup started",
  view_analytics: "Analytics viewed",
  change_user_role: "Admin role changed",
  view_security_dashboard: "Security tab viewed",
  mfa_verified: "Signed in with a second factor",
  mfa_enabled: "Authenticator enabled",
  mfa_disabled: "Authenticator disabled",
  mfa_reset: "Two-factor authentication reset",
  mfa_enrolment_started: "Authenticator setup started",
  mfa_recovery_codes_regenerated: "New recovery codes made",
  invite_admin: "Admin invited",
  revoke_invitation: "Invitation or reset link withdrawn",
  end_sessions: "Sessions ended",
  step_up: "Identity confirmed",
  change_password: "Password changed",
  create_password_reset: "Password reset link made",
  reset_password: "Password reset",
  create_ab_test: "A/B test created",
  update_ab_test_variants: "A/B test variants saved",
  update_ab_test_status: "A/B test status changed",
  create_dashboard_view: "Dashboard view created",
  update_dashboard_view: "Dashboard view saved",
  delete_dashboard_view: "Dashboard view deleted",
  set_default_dashboard_view: "Default dashboard view set",
  create_jurisdiction_rule: "Jurisdiction rule added",
  update_jurisdiction_rule: "Jurisdiction rule changed",
  delete_jurisdiction_rule: "Jurisdiction rule deleted",
  update_bookmaker_licence: "Bookmaker licence changed",
};

const sentence = (code: string) => {
  const words = code.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? sentence(action);

/** What a change touched, when the row names nothing more precise. */
const RESOURCE_LABELS: Record<string, string> = {
  bookmaker: "Bookmaker",
  team_list: "Team list",
  sync: "Esports data",
  analytics: "Analytics",
  security: "Sign-in security",
  user: "Account",
  session: "Session",
  dashboard_view: "Dashboard view",
  ab_test: "A/B test",
  jurisdiction_rule: "Jurisdiction rule",
  bookmaker_licence: "Bookmaker licence",
};

export const resourceTypeLabel = (type: string) => RESOURCE_LABELS[type] ?? sentence(type);

/** The fields a change names, as the screens that change them call them. */
const FIELD_LABELS: Record<string, string> = {
  isFeatured: "Featured",
  active: "Active",
  publishStatus: "Publish status",
  redirectSlug: "Redirect slug",
  displayOrder: "Position",
  order: "Order",
  buttonText: "Badge text",
  ctaText: "CTA text",
  bonusType: "Bonus type",
  termsHighlight: "Terms highlight",
  websiteUrl: "Website URL",
  affiliateUrl: "Affiliate URL",
  keyFeatures: "Key features",
  isDefault: "Default view",
  endedSessions: "Other sessions ended",
  ended: "Sessions ended",
  expiresAt: "Expires",
  minimumAge: "Minimum age",
  responsibleGamblingText: "Responsible-gambling line",
  helplineUrl: "Helpline link",
  helplinePhone: "Helpline phone",
  bonusesAllowed: "Bonuses may be advertised",
  keyTermsInFull: "Key terms in full",
  bonusGuide: "Bonuses page explainers",
  licensedHereOnly: "Only bookmakers licensed here",
  informationOnly: "Information only",
  esportsBettingAllowed: "Esports betting allowed",
  mode: "Licensed",
  jurisdictions: "Jurisdictions",
  urls: "Own URLs",
};

/** "redirectSlug" reads "Redirect slug"; a field named in FIELD_LABELS reads as it says. */
export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? sentence(key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());
}

/** Stored codes of a field in the words of the screen that sets them ("only_in" is "Only in"). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  mode: LICENCE_MODE_LABELS,
};

/** A field's stored code in words, or null when the field's values are shown as they are. */
export function valueLabel(field: string, value: unknown): string | null {
  return typeof value === "string" ? (VALUE_LABELS[field]?.[value] ?? null) : null;
}
