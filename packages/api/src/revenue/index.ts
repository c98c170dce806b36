// revenue/: from a /go click to what the bookmakers' affiliate programmes report for it (issue 27).

export { revenueAdminRouter } from "./admin-router";
export { revenueFigures, bookmakerRevenue, revenueSpans, type RevenueFigures, type RevenueFigure } from "./revenue-figures";
export { REVENUE_EXPORT_COLUMNS, REVENUE_EXPORT_ROUTE, startRevenueExport } from "./revenue-export";
export { reportImportAdminRouter } from "./report-import-router";
