import { adminProcedure } from "../identity";
import { audited, createAdminRouter } from "../platform";
import { applyReportInput, reportApplyOutput, reportFileInput, reportMappingQueryInput, reportPreviewOutput, savedReportMappingOutput } from "../contracts";
import { applyReportImport, previewReportImport } from "./report-import";
import { loadReportMapping } from "./report-mapping-store";

export const reportImportAdminRouter = createAdminRouter({
  /** The import screen's saved column mapping for a bookmaker (null: none yet). */
  reportMapping: adminProcedure
    .input(reportMappingQueryInput)
    .output(savedReportMappingOutput)
    .query(async ({ ctx, input }) => ({ mapping: await loadReportMapping(ctx.db, input.bookmakerId) })),
  /**
   * What importing the file would change; stores nothing. A mutation only because the file is the
   * input (too large for a GET's URL): audited with nothing to record, and not counted as a write.
   */
  previewReport: adminProcedure
    .input(reportFileInput)
    .use(audited("preview_affiliate_report", "affiliate_report"))
    .output(reportPreviewOutput)
    .mutation(async ({ ctx, input }) => {
      ctx.audit("skip");
      return previewReportImport(ctx.db, input, ctx.now());
    }),
  /** Replaces the file's period for the bookmaker, records the import and remembers the mapping. */
  applyReport: adminProcedure
    .input(applyReportInput)
    .use(audited("import_affiliate_report", "affiliate_report"))
    .output(reportApplyOutput)
    .mutation(({ ctx, input }) => applyReportImport(ctx.db, input, ctx.admin.userId, ctx.now(), ctx.audit)),
});
