// revenue/: issue 27, from a /go click to the deposits and revenue it earned.

export { reportImportAdminRouter } from "./report-import-router";
