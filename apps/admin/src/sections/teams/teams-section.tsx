import { useId, useState } from "react";
import { GAME_SHORT_NAMES, type Game } from "@eb/api/shared";
import { Card, CardContent } from "@eb/ui/card";
import { EmptyState, QueryBoundary } from "@eb/ui/query-boundary";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@eb/ui/tabs";
import type { Draft } from "./team-edits";
import { TeamListEditor } from "./team-list-editor";
import { useTeamLists } from "./use-team-lists";

/** Teams tab: each game's team lists by region, as the game guides show them, edited per game. */
export default function TeamsSection() {
  const lists = useTeamLists();
  const titleId = useId();
  // Edits of every game live here, so moving to another game's tab and back keeps them.
  const [drafts, setDrafts] = useState<Partial<Record<Game, Draft>>>({});

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          Team Management
        </h2>
        <p className="text-sm text-slate-400">The top teams by region listed on each game guide.</p>
      </div>
      <QueryBoundary query={lists} loadingLabel="Loading team lists..." empty={<EmptyState title="No team lists yet" />}>
        {(data) => (
          <Tabs defaultValue={data[0]!.game} className="flex flex-col gap-4">
            <TabsList aria-label="Games" className="self-start">
              {data.map((l) => (
                <TabsTrigger key={l.game} value={l.game}>
                  {GAME_SHORT_NAMES[l.game]}
                </TabsTrigger>
              ))}
            </TabsList>
            {data.map((l) => (
              <TabsContent key={l.game} value={l.game}>
                <Card>
                  <CardContent className="pt-5">
                    <TeamListEditor list={l} draft={drafts[l.game]} onDraftChange={(draft) => setDrafts((all) => ({ ...all, [l.game]: draft }))} />
                  </CardContent>
                </Card>
              </TabsContent>
            ))}
          </Tabs>
        )}
      </QueryBoundary>
    </section>
  );
}
