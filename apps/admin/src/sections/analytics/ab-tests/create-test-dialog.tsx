import { useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  AB_METRIC_HELP,
  AB_METRIC_LABELS,
  AB_PLACE_LABELS,
  AB_PLACES,
  AB_TARGET_METRICS,
  AB_TEST_CREATE_FAILED,
  AB_TEST_CREATED,
  CONFIDENCE_MAX,
  CONFIDENCE_MIN,
  type AbPlace,
  type AbTargetMetric,
} from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@eb/ui/dialog";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { NativeSelect } from "@eb/ui/native-select";
import { Textarea } from "@eb/ui/textarea";
import { useToast } from "@eb/ui/toast";
import { errorMessage, useTRPC } from "../../../lib/trpc";
import { canCreate, EMPTY_CREATE_FORM, readCreateForm, type CreateFormValues } from "./create-form-state";

const TITLE = "New A/B Test";

/** Spec 5: name required (Create disabled while empty), confidence 80 to 99 (95), target metric bookmaker clicks by default. */
export function CreateTestDialog({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.abTests.create.mutationOptions());
  const [values, setValues] = useState(EMPTY_CREATE_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof CreateFormValues>(key: K, value: CreateFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = readCreateForm(values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    try {
      await create.mutateAsync(result.value);
      toast({ title: AB_TEST_CREATED });
      onClose();
      await queryClient.invalidateQueries({ queryKey: trpc.abTests.list.queryKey() });
    } catch (err) {
      toast({ title: errorMessage(err, AB_TEST_CREATE_FAILED), variant: "destructive" });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent className="p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>{TITLE}</DialogTitle>
          <DialogDescription>
            It starts as a draft with a Control and a Variant A, 50% each; set the variant&apos;s content before you start it.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label={TITLE}>
          <FormField label="Test name" error={errors.name}>
            <Input value={values.name} onChange={(e) => set("name", e.target.value)} maxLength={100} required />
          </FormField>
          <FormField label="Description" error={errors.description}>
            <Textarea value={values.description} onChange={(e) => set("description", e.target.value)} maxLength={500} />
          </FormField>
          <FormField label="Place" description="The part of the public site the variants change." error={errors.place}>
            <NativeSelect value={values.place} onChange={(e) => set("place", e.target.value as AbPlace)}>
              {AB_PLACES.map((p) => (
                <option key={p} value={p}>
                  {AB_PLACE_LABELS[p]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Target metric" description={AB_METRIC_HELP[values.targetMetric]} error={errors.targetMetric}>
            <NativeSelect value={values.targetMetric} onChange={(e) => set("targetMetric", e.target.value as AbTargetMetric)}>
              {AB_TARGET_METRICS.map((m) => (
                <option key={m} value={m}>
                  {AB_METRIC_LABELS[m]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Confidence level (%)" description={`From ${CONFIDENCE_MIN} to ${CONFIDENCE_MAX}.`} error={errors.confidenceLevel}>
            <Input
              type="number"
              inputMode="numeric"
              min={CONFIDENCE_MIN}
              max={CONFIDENCE_MAX}
              step={1}
              value={values.confidenceLevel}
              onChange={(e) => set("confidenceLevel", e.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canCreate(values) || create.isPending}>
              {create.isPending ? "Creating..." : "Create"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
