import { useId } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@eb/ui/badge";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { useToast } from "@eb/ui/toast";
import { errorMessage, useTRPC } from "../../lib/trpc";
import { formatTime } from "./format-time";

/** Settings tab, Your Sessions: where this account is signed in; end any other session, or all of them. */
export function MySessionsCard() {
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const sessions = useQuery(trpc.accounts.mySessions.queryOptions());
  const endOne = useMutation(trpc.accounts.endMySession.mutationOptions());
  const endOthers = useMutation(trpc.accounts.endMyOtherSessions.mutationOptions());
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.accounts.mySessions.queryKey() });

  async function end(action: () => Promise<unknown>) {
    try {
      await action();
      toast({ title: "Sessions ended" });
      await reload();
    } catch (err) {
      toast({ title: errorMessage(err, "Failed to end sessions"), variant: "destructive" });
    }
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Your Sessions</CardTitle>
        <CardDescription>Devices signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <QueryBoundary query={sessions} loadingLabel="Loading sessions...">
          {(list) => (
            <>
              <ul className="divide-y divide-slate-800" data-testid="my-sessions">
                {list.map((s) => (
                  <li key={s.sessionId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="flex flex-col gap-1 text-sm">
                      <span className="flex flex-wrap items-center gap-2 font-medium">
                        {s.device} · {s.browser}
                        {s.current && <Badge variant="success">This session</Badge>}
                        {s.pending && <Badge variant="secondary">Waiting for code</Badge>}
                      </span>
                      <span className="text-xs text-slate-400">
                        Signed in {formatTime(s.createdAt)} · last seen {formatTime(s.lastSeenAt)}
                      </span>
                    </div>
                    {!s.current && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`End Session: ${s.device} · ${s.browser}`}
                        disabled={endOne.isPending}
                        onClick={() => void end(() => endOne.mutateAsync({ sessionId: s.sessionId }))}
                      >
                        End Session
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              {list.some((s) => !s.current) && (
                <Button variant="outline" className="self-start" disabled={endOthers.isPending} onClick={() => void end(() => endOthers.mutateAsync())}>
                  End All Other Sessions
                </Button>
              )}
            </>
          )}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
