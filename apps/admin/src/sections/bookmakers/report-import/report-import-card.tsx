import { useId, useState, type ChangeEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  MAX_REPORT_CHARS,
  REPORT_DATE_FORMATS,
  REPORT_FIELD_LABELS,
  REPORT_FIELDS,
  REPORT_TOO_LARGE,
  type ReportField,
  type ReportMapping,
} from "@eb/api/contracts";
import type { AdminOutputs } from "@eb/api/admin-types";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { ConfirmDialog } from "@eb/ui/confirm-dialog";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { NativeSelect } from "@eb/ui/native-select";
import { useToast } from "@eb/ui/toast";
import { errorMessage, useTRPC } from "../../../lib/trpc";
import { EMPTY_MAPPING, mappingForHeader, previewKey } from "./report-mapping-form";
import { ReportPreviewView } from "./report-preview";
import { BookmakerSelect } from "../bookmaker-select";
import templateUrl from "./affiliate-report-template.csv?url";

type Preview = AdminOutputs["revenueReports"]["previewReport"];
type File = { name: string; content: string };

/**
 * Bookmakers tab: import an affiliate programme's CSV report. Choose the bookmaker and the file,
 * check the column mapping (remembered per bookmaker), preview what would change, then apply: the
 * file's period replaces what was imported for it before.
 */
export function ReportImportCard({ bookmakers }: { bookmakers: { id: number; name: string }[] }) {
  const titleId = useId();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [bookmakerId, setBookmakerId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ReportMapping>(EMPTY_MAPPING);
  const [preview, setPreview] = useState<{ key: string; result: Preview } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const previewCall = useMutation(trpc.revenueReports.previewReport.mutationOptions());
  const applyCall = useMutation(trpc.revenueReports.applyReport.mutationOptions());

  const savedMapping = async (id: number) => (await queryClient.fetchQuery(trpc.revenueReports.reportMapping.queryOptions({ bookmakerId: id }))).mapping;

  const runPreview = async (m: ReportMapping, f: File | null = file, id: number | null = bookmakerId) => {
    if (!f || id === null) return;
    try {
      const result = await previewCall.mutateAsync({ bookmakerId: id, fileName: f.name, content: f.content, mapping: m });
      setPreview({ key: previewKey(id, f.content, m), result });
      return result;
    } catch (err) {
      toast({ title: "Preview failed", description: errorMessage(err, "The file could not be previewed"), variant: "destructive" });
    }
  };

  const chooseBookmaker = async (value: string) => {
    const id = value ? Number(value) : null;
    setBookmakerId(id);
    setPreview(null);
    if (id === null) return;
    const stored = await savedMapping(id);
    setMapping(stored ?? EMPTY_MAPPING);
    if (file) await previewWithHeader(file, id, stored);
  };

  // The first preview reads the header; the mapping is then filled from it and previewed again.
  const previewWithHeader = async (f: File, id: number, stored: ReportMapping | null) => {
    const first = await runPreview(stored ?? EMPTY_MAPPING, f, id);
    if (!first) return;
    const filled = mappingForHeader(stored, first.header);
    setMapping(filled);
    if (previewKey(id, f.content, filled) !== previewKey(id, f.content, stored ?? EMPTY_MAPPING)) await runPreview(filled, f, id);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    // Checked here too, so a large file is refused before it is read and sent.
    if (chosen.size > MAX_REPORT_CHARS) return setFileError(REPORT_TOO_LARGE);
    const f = { name: chosen.name, content: await chosen.text() };
    setFile(f);
    if (bookmakerId !== null) await previewWithHeader(f, bookmakerId, await savedMapping(bookmakerId));
  };

  const setColumn = (field: ReportField, header: string) =>
    setMapping((m) => {
      const columns = { ...m.columns };
      if (header) columns[field] = header;
      else delete columns[field];
      return { ...m, columns };
    });

  const apply = async () => {
    if (!file || bookmakerId === null || !preview) return;
    try {
      const done = await applyCall.mutateAsync({ bookmakerId, fileName: file.name, content: file.content, mapping, digest: preview.result.digest });
      toast({ title: "Report imported", description: `${done.rowsImported} rows for ${done.fromDay} to ${done.toDay} (${done.rowsReplaced} replaced)` });
      queryClient.removeQueries({ queryKey: trpc.revenueReports.reportMapping.queryKey({ bookmakerId }) });
      await runPreview(mapping);
    } catch (err) {
      toast({ title: "Import failed", description: errorMessage(err, "The report could not be imported"), variant: "destructive" });
    } finally {
      setConfirming(false);
    }
  };

  const current = preview && preview.key === previewKey(bookmakerId, file?.content ?? null, mapping) ? preview.result : null;
  const header = preview?.result.header ?? [];

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Affiliate Reports Import</CardTitle>
        <CardDescription>
          Upload a programme&apos;s CSV report (per day and sub-id). Importing a period again replaces it; the preview shows what will change. For each
          bookmaker and day inside an imported period, the report&apos;s registrations, first deposits and commission count instead of that day&apos;s
          postbacks.
        </CardDescription>
        <p className="text-sm text-slate-300">
          Expected file: one header row, then one row per day, sub-id and currency with the columns{" "}
          <code className="text-xs">day, sub_id, currency, registrations, first_deposits, deposits, net_revenue, commission</code> (only day is required; dates
          yyyy-mm-dd, dd/mm/yyyy or mm/dd/yyyy; amounts with a decimal point or comma; separated by commas, semicolons or tabs).{" "}
          <a className="underline underline-offset-2 hover:text-white" href={templateUrl} download="affiliate-report-template.csv">
            Download the template CSV
          </a>
          .
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <BookmakerSelect bookmakers={bookmakers} value={bookmakerId} onChange={(v) => void chooseBookmaker(v)} />
          <FormField label="CSV report" description="At most 5 MB" error={fileError}>
            <Input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void chooseFile(e)} disabled={bookmakerId === null} />
          </FormField>
        </div>

        {file && bookmakerId !== null && header.length > 0 && (
          <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-800 p-3">
            <legend className="px-1 text-sm font-medium">Columns of {file.name}</legend>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {REPORT_FIELDS.map((field) => (
                <FormField key={field} label={REPORT_FIELD_LABELS[field]}>
                  <NativeSelect value={mapping.columns[field] ?? ""} onChange={(e) => setColumn(field, e.target.value)}>
                    <option value="">Not in the file</option>
                    {/* A saved column the file lacks stays selectable, so the preview can name it. */}
                    {[...new Set([...header, ...(mapping.columns[field] ? [mapping.columns[field]] : [])])].map((h) => (
                      <option key={h} value={h}>
                        {h}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
              ))}
              <FormField label="Date format">
                <NativeSelect
                  value={mapping.dateFormat}
                  onChange={(e) => setMapping((m) => ({ ...m, dateFormat: e.target.value as ReportMapping["dateFormat"] }))}
                >
                  {REPORT_DATE_FORMATS.map((f) => (
                    <option key={f} value={f}>
                      {f}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Number format">
                <NativeSelect
                  value={mapping.decimalSeparator}
                  onChange={(e) => setMapping((m) => ({ ...m, decimalSeparator: e.target.value as ReportMapping["decimalSeparator"] }))}
                >
                  <option value=".">1,234.56 (decimal point)</option>
                  <option value=",">1.234,56 (decimal comma)</option>
                </NativeSelect>
              </FormField>
              <FormField label="Currency of the whole file" description="When the file has no currency column">
                <Input
                  value={mapping.fileCurrency ?? ""}
                  maxLength={3}
                  autoComplete="off"
                  onChange={(e) => setMapping((m) => ({ ...m, fileCurrency: e.target.value.trim() ? e.target.value.trim().toUpperCase() : null }))}
                />
              </FormField>
            </div>
            <div>
              <Button variant="secondary" onClick={() => void runPreview(mapping)} disabled={previewCall.isPending}>
                {previewCall.isPending ? "Previewing..." : "Preview"}
              </Button>
            </div>
          </fieldset>
        )}

        {preview && <ReportPreviewView preview={preview.result} stale={!current} />}

        {file && bookmakerId !== null && (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => setConfirming(true)} disabled={!current?.canApply || applyCall.isPending}>
              Apply import
            </Button>
            {!current && preview && <p className="text-sm text-slate-400">The mapping changed: preview again before applying.</p>}
          </div>
        )}
        <ConfirmDialog
          open={confirming}
          title="Apply this report?"
          description={
            current
              ? `The rows of ${current.fromDay} to ${current.toDay} for this bookmaker (${current.rowsReplaced}) are replaced by the file's ${current.rowsParsed}.` +
                (current.unmappedColumns.length > 0 ? ` Not imported: ${current.unmappedColumns.map((c) => `"${c}"`).join(", ")}.` : "")
              : ""
          }
          confirmLabel="Apply import"
          pending={applyCall.isPending}
          onConfirm={() => void apply()}
          onCancel={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
