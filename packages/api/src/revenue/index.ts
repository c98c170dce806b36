// revenue/: from a /go click to what the bookmakers' affiliate programmes report for it (issue 27).

export { revenueAdminRouter } from "./admin-router";
export { revenueFigures, bookmakerRevenue, revenueSpans, type RevenueFigures, type RevenueFigure } from "./revenue-figures";
export { REVENUE_EXPORT_COLUMNS, REVENUE_EXPORT_ROUTE, startRevenueExport } from "./revenue-export";
export { reportImportAdminRouter } from "./report-import-router";

// Click ids at /go.
export { carriesClickId, newClickId, withClickId } from "./click-ids";
export { recordAffiliateClicks, type AffiliateClick } from "./affiliate-clicks";
export { ClickIdTemplates } from "./click-id-templates";
export { CLICK_RETENTION_DAYS, CLICK_ROLLUP_RETENTION_MONTHS, pruneAffiliateClicks, type PrunedClicks } from "./click-retention";

// Conversions in: postbacks.
export { parsePostbackFields, POSTBACK_FIELD_NAMES, type PostbackFields, type PostbackFieldError } from "./postback-fields";
export { postbackAuthentic, postbackSignature, SIGNATURE_HEADER } from "./postback-auth";
export { newProgrammeSecret, openProgrammeSecret, sealProgrammeSecret } from "./programme-secret";
export { programmeForKey, POSTBACK_KEY_PATTERN, type PostbackProgramme } from "./postback-programmes";
export { recordConversions, type ReportedConversion } from "./conversions";
export { ConversionWriter } from "./conversion-writer";
export { PostbackProgrammeCache, type ActiveProgramme } from "./postback-programme-cache";
export { affiliateProgrammesAdminRouter } from "./programme-admin-router";
