import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { Button } from "@eb/ui/button";
import { EmptyState, QueryBoundary } from "@eb/ui/query-boundary";
import { useTRPC } from "../../lib/trpc";
import { BookmakerGroups } from "./bookmaker-groups";
import { ContentDialog } from "./content-dialog";
import type { AdminBookmaker } from "./content-form-state";
import { useBookmakerMutations } from "./use-bookmaker-mutations";
import { ManualOperationsCard } from "./operations/manual-operations-card";
import { ReportImportCard } from "./report-import/report-import-card";
import { AffiliateProgrammeCard } from "./affiliate-programme/programme-card";

/** What the content dialog is open for: a bookmaker as the list showed it when opened, or a new one. */
type Editing = { bookmaker: AdminBookmaker | null } | null;

/** Bookmakers tab (spec section 2): the ordered cards, the archived group, and the content dialog. */
export default function BookmakersSection() {
  const trpc = useTRPC();
  const list = useQuery(trpc.bookmakers.list.queryOptions());
  const mutations = useBookmakerMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const add = () => setEditing({ bookmaker: null });

  return (
    <section aria-labelledby="bookmakers-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="bookmakers-title" className="text-xl font-semibold">
            Bookmaker Management
          </h2>
          <p className="text-sm text-slate-400">Drag the handle, or focus it and press Space then the arrow keys, to change the order visitors see.</p>
        </div>
        <Button onClick={add}>
          <Plus aria-hidden />
          Add Bookmaker
        </Button>
      </div>
      <QueryBoundary
        query={list}
        loadingLabel="Loading bookmakers..."
        empty={<EmptyState title="No bookmakers yet" description="Add the first bookmaker; it starts as a draft." />}
      >
        {(data) => <BookmakerGroups list={data} mutations={mutations} onEdit={(bookmaker) => setEditing({ bookmaker })} />}
      </QueryBoundary>
      {editing && (
        <ContentDialog bookmaker={editing.bookmaker} onClose={() => setEditing(null)} onSave={(content) => mutations.saveContent(editing.bookmaker, content)} />
      )}
      {list.data && list.data.length > 0 && (
        <>
          <AffiliateProgrammeCard bookmakers={list.data} />
          <ReportImportCard bookmakers={list.data} />
        </>
      )}
      <ManualOperationsCard />
    </section>
  );
}
