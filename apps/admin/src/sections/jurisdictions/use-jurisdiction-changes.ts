import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RuleFieldsForm, SaveLicenceForm } from "@eb/api/contracts";
import { useToast } from "@eb/ui/toast";
import { refusedFields } from "../../lib/field-errors";
import { errorMessage, useTRPC } from "../../lib/trpc";
import type { AdminRule } from "./rule-form-state";
import { ruleTitle } from "./rule-labels";

/** A save's result: saved, or refused with the fields the server named (none for a stale version, say). */
export type Save = { saved: true } | { saved: false; fieldErrors: Record<string, string> };

/**
 * Every change the Jurisdictions tab makes. After each one (saved or refused) the tab's lists and the
 * preview are read again, so the next try starts from what is stored; a refusal is toasted with the
 * server's reason (a stale form, a code that already has a rule).
 */
export function useJurisdictionChanges() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const createRule = useMutation(trpc.jurisdictions.createRule.mutationOptions());
  const updateRule = useMutation(trpc.jurisdictions.updateRule.mutationOptions());
  const deleteRule = useMutation(trpc.jurisdictions.deleteRule.mutationOptions());
  const saveLicence = useMutation(trpc.jurisdictions.saveLicence.mutationOptions());

  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.jurisdictions.pathKey() });

  async function run(success: string, failure: string, call: () => Promise<unknown>, input: string | null): Promise<Save> {
    try {
      await call();
    } catch (err) {
      void reload();
      toast({ title: failure, description: errorMessage(err, "") || undefined, variant: "destructive" });
      return { saved: false, fieldErrors: input ? refusedFields(err, input) : {} };
    }
    void reload();
    toast({ title: success });
    return { saved: true };
  }

  return {
    saveRule: (existing: AdminRule | null, code: string, rule: RuleFieldsForm) =>
      existing
        ? run("Rule saved", "Failed to save the rule.", () => updateRule.mutateAsync({ code: existing.code, version: existing.version, rule }), "rule")
        : run("Rule added", "Failed to add the rule.", () => createRule.mutateAsync({ code, rule }), "rule"),
    deleteRule: (rule: AdminRule) =>
      run(
        `Rule deleted: ${ruleTitle(rule.code)}`,
        "Failed to delete the rule.",
        () => deleteRule.mutateAsync({ code: rule.code, version: rule.version }),
        null,
      ),
    saveLicence: (input: SaveLicenceForm) => run("Licence saved", "Failed to save the licence.", () => saveLicence.mutateAsync(input), null),
  };
}

export type JurisdictionChanges = ReturnType<typeof useJurisdictionChanges>;
