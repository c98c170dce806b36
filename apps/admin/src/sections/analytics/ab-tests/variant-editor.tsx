import { useId, useMemo, useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@eb/ui/button";
import { useToast } from "@eb/ui/toast";
import { errorMessage, useTRPC } from "../../../lib/trpc";
import { allocationTotal } from "./allocation";
import type { AbTest } from "./ab-test-types";
import { listedBookmakers } from "./listed-bookmakers";
import { VariantFields } from "./variant-fields";
import { readVariantForm, TOTAL_ERROR, variantFormFrom, type VariantFormRow } from "./variant-form-state";

const SAVED = "Variants saved";
const SAVE_FAILED = "Failed to save variants";

/**
 * A draft test's variants: names, traffic allocations (adding up to 100%) and each variant's
 * content for the test's place, checked with the contract's schemas before they are sent.
 */
export function VariantEditor({ test }: { test: AbTest }) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const totalId = useId();
  const save = useMutation(trpc.abTests.updateVariants.mutationOptions());
  const bookmakers = useQuery({ ...trpc.bookmakers.list.queryOptions(), enabled: test.place === "featured_bookmaker" });
  const listedIds = useMemo(() => (bookmakers.data ? new Set(listedBookmakers(bookmakers.data).map((b) => b.id)) : null), [bookmakers.data]);
  const [rows, setRows] = useState(() => variantFormFrom(test));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const total = allocationTotal(rows.map((r) => r.allocation));
  const change = (id: number, row: VariantFormRow) => setRows((list) => list.map((r) => (r.id === id ? row : r)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = readVariantForm(test, rows, listedIds);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    try {
      const saved = await save.mutateAsync(result.value);
      setRows(variantFormFrom(saved));
      toast({ title: SAVED });
      await queryClient.invalidateQueries({ queryKey: trpc.abTests.list.queryKey() });
    } catch (err) {
      toast({ title: errorMessage(err, SAVE_FAILED), variant: "destructive" });
    }
  }

  return (
    <section className="flex min-w-0 flex-col gap-3">
      <h5 className="text-sm font-semibold">Variants</h5>
      {/* A named form is a landmark: named with the test, so several draft tests' forms are not all "Variants" (axe landmark-unique). */}
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={`Variants of ${test.name}`} className="flex min-w-0 flex-col gap-3">
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {rows.map((row, i) => (
            <VariantFields
              key={row.id}
              legend={test.variants[i]?.name ?? row.name}
              place={test.place}
              row={row}
              errors={errors}
              bookmakers={bookmakers}
              onChange={(next) => change(row.id, next)}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-1">
            <p id={totalId} aria-live="polite" className={total === 100 ? "text-sm text-slate-300" : "text-sm text-amber-300"}>
              Total allocation: {total}%
            </p>
            {errors[TOTAL_ERROR] && (
              <p role="alert" className="text-sm text-red-400">
                {errors[TOTAL_ERROR]}
              </p>
            )}
          </div>
          <Button type="submit" disabled={save.isPending} aria-describedby={totalId}>
            {save.isPending ? "Saving..." : "Save Variants"}
          </Button>
        </div>
      </form>
    </section>
  );
}
