import { Link } from "wouter";
import type { AdminOutputs } from "@eb/api/admin-types";
import { GAME_SHORT_NAMES } from "@eb/api/shared";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { formatTime } from "./breaker-status";

type OddsFeed = AdminOutputs["debug"]["oddsFeed"];
/** Which feed a list belongs to, where a card lists several feeds' (its heading then names the feed). */
type FeedNaming = { source: string; label: string };

/** "Showing 50 of 63" when the server capped the list; nothing when the whole list is shown. */
function ShownOf({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return <p className="text-xs text-slate-400">{`Showing ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}.`}</p>;
}

/** Events the feed listed in the last day that match none of the synced matches, so their prices show nowhere. */
export function UnmatchedEvents({ list, feed }: { list: OddsFeed["unmatched"]; feed?: FeedNaming }) {
  return (
    <div className="flex flex-col gap-2" data-testid={feed ? `odds-unmatched-${feed.source}` : "odds-unmatched"}>
      <h4 className="text-sm font-medium text-slate-300">
        {feed ? `${feed.label}: unmatched events` : "Unmatched events"} (last 24 hours): {list.total.toLocaleString("en-US")}
      </h4>
      {list.events.length === 0 ? (
        <p className="text-sm text-slate-400">Every event the feed listed in the last 24 hours matched a synced match.</p>
      ) : (
        <>
          <Table label="Unmatched odds events">
            <TableHeader>
              <TableRow>
                <TableHead>Game</TableHead>
                <TableHead>Event</TableHead>
                <TableHead>Starts</TableHead>
                <TableHead>Reason</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.events.map((e) => (
                <TableRow key={`${e.game}:${e.id}`}>
                  <TableCell>{GAME_SHORT_NAMES[e.game]}</TableCell>
                  <TableCell className="min-w-44 break-words">
                    {e.homeTeam} vs {e.awayTeam}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatTime(e.commenceTime)}</TableCell>
                  <TableCell className="min-w-48 text-slate-300">{e.reasonText}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ShownOf shown={list.events.length} total={list.total} />
        </>
      )}
    </div>
  );
}

/** Bookmaker keys the feed sent in the last week that no bookmaker is mapped to, so their prices show nowhere. */
export function UnmappedBookmakers({ list, feed }: { list: OddsFeed["unmapped"]; feed?: FeedNaming }) {
  return (
    <div className="flex flex-col gap-2" data-testid={feed ? `odds-unmapped-${feed.source}` : "odds-unmapped"}>
      <h4 className="text-sm font-medium text-slate-300">
        {feed ? `${feed.label}: unmapped bookmakers` : "Unmapped bookmakers"} (last 7 days): {list.total.toLocaleString("en-US")}
      </h4>
      <p className="text-sm text-slate-400">
        Map a key to a bookmaker in{" "}
        <Link href="/admin/bookmakers" className="text-link underline-offset-4 hover:underline">
          Bookmakers
        </Link>{" "}
        › Edit Content (Odds Feed Keys, this feed's field); this feed's prices then show for that bookmaker.
      </p>
      {list.bookmakers.length === 0 ? (
        <p className="text-sm text-slate-400">Every bookmaker key the feed sent in the last 7 days is mapped on it.</p>
      ) : (
        <>
          <Table label="Unmapped feed bookmakers">
            <TableHeader>
              <TableRow>
                <TableHead>Key</TableHead>
                <TableHead>Title</TableHead>
                <TableHead className="text-right">Events</TableHead>
                <TableHead>Last seen</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.bookmakers.map((b) => (
                <TableRow key={b.key}>
                  <TableCell className="font-mono text-xs">{b.key}</TableCell>
                  <TableCell className="min-w-32 break-words">{b.title}</TableCell>
                  <TableCell className="text-right">{b.events}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatTime(b.lastSeenAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ShownOf shown={list.bookmakers.length} total={list.total} />
        </>
      )}
    </div>
  );
}
