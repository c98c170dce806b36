import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { ConfirmDialog } from "@eb/ui/confirm-dialog";
import { EmptyState, QueryBoundary } from "@eb/ui/query-boundary";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { eventHandler } from "../../lib/event-handler";
import { useTRPC } from "../../lib/trpc";
import { RuleDialog } from "./rule-dialog";
import type { AdminRule } from "./rule-form-state";
import { isKeptRule, ruleTitle } from "./rule-labels";
import type { JurisdictionChanges } from "./use-jurisdiction-changes";

const yesNo = (on: boolean) => (on ? "Yes" : "No");

/** The rules per place: age, helpline, bonuses and key terms; add, edit, delete (never the two kept rows). */
export function RulesCard({ changes }: { changes: JurisdictionChanges }) {
  const trpc = useTRPC();
  const rules = useQuery(trpc.jurisdictions.rules.queryOptions());
  // undefined: no dialog; null: adding a rule.
  const [editing, setEditing] = useState<AdminRule | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminRule | null>(null);
  const [pending, setPending] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setPending(true);
    await changes.deleteRule(deleting);
    setPending(false);
    setDeleting(null);
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Rules by jurisdiction</CardTitle>
          <CardDescription>
            A visitor gets their region's rule, else their country's, else Other countries. Nobody could tell where a visitor is: the Unknown location rule,
            with only bookmakers licensed everywhere.
          </CardDescription>
        </div>
        <Button onClick={() => setEditing(null)}>Add Rule</Button>
      </CardHeader>
      <CardContent>
        <QueryBoundary query={rules} loadingLabel="Loading rules..." empty={<EmptyState title="No rules yet" />}>
          {(list) => (
            <Table label="Rules by jurisdiction">
              <TableHeader>
                <TableRow>
                  <TableHead>Jurisdiction</TableHead>
                  <TableHead>Age</TableHead>
                  <TableHead>Helpline</TableHead>
                  <TableHead>Bonuses</TableHead>
                  <TableHead>Key terms in full</TableHead>
                  {/* relative: the hidden name stays inside the table's scroll box instead of widening the page. */}
                  <TableHead className="relative">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.map((rule) => (
                  <TableRow key={rule.code} data-rule={rule.code}>
                    <TableCell className="font-medium">
                      {ruleTitle(rule.code)}
                      {isKeptRule(rule.code) && (
                        <Badge variant="secondary" className="ml-2">
                          Always kept
                        </Badge>
                      )}
                    </TableCell>
                    <TableCell>{rule.minimumAge}+</TableCell>
                    <TableCell>
                      <a href={rule.helplineUrl} target="_blank" rel="noreferrer noopener" className="text-link underline-offset-4 hover:underline">
                        {rule.helplineName}
                      </a>
                      {rule.helplinePhone && <span className="block text-xs text-slate-400">{rule.helplinePhone}</span>}
                    </TableCell>
                    <TableCell>{yesNo(rule.bonusesAllowed)}</TableCell>
                    <TableCell>{yesNo(rule.keyTermsInFull)}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-2">
                        <Button size="sm" variant="outline" onClick={() => setEditing(rule)} aria-label={`Edit ${ruleTitle(rule.code)}`}>
                          Edit
                        </Button>
                        {!isKeptRule(rule.code) && (
                          <Button size="sm" variant="ghost" onClick={() => setDeleting(rule)} aria-label={`Delete ${ruleTitle(rule.code)}`}>
                            Delete
                          </Button>
                        )}
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryBoundary>
      </CardContent>
      {editing !== undefined && (
        <RuleDialog rule={editing} onClose={() => setEditing(undefined)} onSave={(code, rule) => changes.saveRule(editing, code, rule)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this rule?"
        description={
          deleting
            ? `Visitors from ${ruleTitle(deleting.code)} will get ${deleting.code.includes("-") ? "their country's rule, or " : ""}the Other countries rule.`
            : ""
        }
        confirmLabel="Delete Rule"
        destructive
        pending={pending}
        onConfirm={eventHandler(confirmDelete)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
