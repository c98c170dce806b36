// revenue/: from a /go click to what the bookmakers' affiliate programmes report for it (issue 27).

export { revenueAdminRouter } from "./admin-router";
export { REVENUE_EXPORT_ROUTE, startRevenueExport } from "./revenue-export";
export { reportImportAdminRouter } from "./report-import-router";

// Click ids at /go.
export { carriesClickId, newClickId, withClickId } from "./click-ids";
export { recordAffiliateClicks, type AffiliateClick } from "./affiliate-clicks";
export { ClickIdTemplates } from "./click-id-templates";

// Conversions in: postbacks.
export { parsePostbackFields } from "./postback-fields";
export { postbackAuthentic, SIGNATURE_HEADER } from "./postback-auth";
export { sealProgrammeSecret } from "./programme-secret";
export { recordConversions, type ReportedConversion } from "./conversions";
export { ConversionWriter } from "./conversion-writer";
export { PostbackProgrammeCache } from "./postback-programme-cache";
export { affiliateProgrammesAdminRouter } from "./programme-admin-router";
