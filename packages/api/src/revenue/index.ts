// revenue/: from a /go click to what the bookmaker's affiliate programme reports it earned (issue 27).

// Click ids at /go.
export { newClickId, withClickId } from "./click-ids";
export { recordAffiliateClicks, type AffiliateClick } from "./affiliate-clicks";
export { ClickIdTemplates } from "./click-id-templates";

// Conversions in: postbacks.
export { parsePostbackFields, POSTBACK_FIELD_NAMES, type PostbackFields, type PostbackFieldError } from "./postback-fields";
export { postbackAuthentic, postbackSignature, SIGNATURE_HEADER } from "./postback-auth";
export { newProgrammeSecret, openProgrammeSecret, sealProgrammeSecret } from "./programme-secret";
export { programmeForKey, POSTBACK_KEY_PATTERN, type PostbackProgramme } from "./postback-programmes";
export { recordConversion } from "./conversions";
export { affiliateProgrammesAdminRouter } from "./admin-router";
