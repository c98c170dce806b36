// revenue/: from a /go click to what the bookmakers' affiliate programmes report for it (issue 27).

export { revenueAdminRouter } from "./admin-router";
export { REVENUE_EXPORT_ROUTE, startRevenueExport } from "./revenue-export";
export { reportImportAdminRouter } from "./report-import-router";

// Click ids at /go.
export { carriesClickId, newClickId, withClickId } from "./click-ids";
export { insertAffiliateClicks, recordAffiliateClicks, type AffiliateClick } from "./affiliate-clicks";
export { ClickIdTemplates } from "./click-id-templates";
export { CLICK_RETENTION_DAYS, pruneAffiliateClicks } from "./click-retention";

// Conversions in: postbacks. The use case is PostbackReceiver (authenticate, parse, store, answer);
// the rest is what tests, the bench and the demo history reach for.
export { PostbackReceiver, POSTBACK_BODY_LIMIT, POSTBACK_RATE_LIMIT, POSTBACK_REFUSALS_RECORDED, type PostbackAnswer } from "./receive-postback";
export { SIGNATURE_HEADER } from "./postback-auth";
export { recordConversions, type ReportedConversion } from "./conversions";
export { sealProgrammeSecret } from "./programme-secret";
export { affiliateProgrammesAdminRouter } from "./programme-admin-router";
