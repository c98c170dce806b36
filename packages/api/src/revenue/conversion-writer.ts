import type { Db } from "@eb/db";
import { recordConversions, type ReportedConversion } from "./conversions";
import { DeliveryLog } from "./delivery-log";
import type { PostbackDelivery } from "./postback-deliveries";

/** Events per statement at most. */
const MAX_BATCH = 500;

/** What became of a reported event: stored now, a repeat, or refused by the database (its values cannot be stored). */
export type ConversionOutcome = "stored" | "duplicate" | "unstorable";

/** Why an event the database refused is refused, as its answer and the programme card say. */
export const UNSTORABLE_REASON = "figures: cannot be stored (outside what the database keeps)";

type Job = { item: ReportedConversion; resolve: (o: ConversionOutcome) => void; reject: (err: unknown) => void };

/** SQLSTATE class 22 (data exception: numeric overflow, invalid text) or 23 (integrity): this event's values, not the database, are at fault. */
function isDataError(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && typeof e === "object" && e !== null; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Group commit for postbacks: while one insert is under way, the events that arrive wait and go
 * together in the next one, so a programme sending thousands a second costs one statement and one
 * commit per batch rather than per event. Nothing waits when nothing is under way, and each
 * postback is answered only after its batch committed: an answer is never given for an event that
 * could still be lost.
 *
 * A batch the database refuses for its data (one event whose figures cannot be stored) is stored
 * again one event at a time, so only that event is refused and every other programme's postbacks
 * beside it are stored. A batch that fails for any other reason (the database is down) fails each of
 * its postbacks, and the programmes send again.
 *
 * Each outcome, and each refusal the receiver reports, is added to the programme's delivery list
 * (the last 100) by the DeliveryLog, beside the commits.
 */
export class ConversionWriter {
  private queue: Job[] = [];
  private writing = false;
  private readonly log: DeliveryLog;

  constructor(
    private readonly db: Db,
    onLogError: (err: unknown) => void = () => {},
  ) {
    this.log = new DeliveryLog(db, onLogError);
  }

  /** Stores an event (as part of the next batch) and lists it among its programme's deliveries. */
  record(item: ReportedConversion): Promise<ConversionOutcome> {
    const done = new Promise<ConversionOutcome>((resolve, reject) => this.queue.push({ item, resolve, reject }));
    if (!this.writing) void this.drain();
    return done;
  }

  /** Lists a refused postback among its programme's deliveries. */
  refused(delivery: PostbackDelivery): void {
    this.log.add([delivery]);
  }

  /** Resolves once the delivery lists hold everything answered so far. */
  deliveriesListed(): Promise<void> {
    return this.log.settled();
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) await this.write(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.writing = false;
    }
  }

  private async write(batch: Job[]): Promise<void> {
    const outcomes = new Map<Job, ConversionOutcome>();
    const failed = new Map<Job, unknown>();
    try {
      const stored = await recordConversions(
        this.db,
        batch.map((j) => j.item),
      );
      batch.forEach((j, i) => outcomes.set(j, stored[i] ? "stored" : "duplicate"));
    } catch (err) {
      if (!isDataError(err)) for (const j of batch) failed.set(j, err);
      else
        for (const j of batch) {
          try {
            const [stored] = await recordConversions(this.db, [j.item]);
            outcomes.set(j, stored ? "stored" : "duplicate");
          } catch (one) {
            if (isDataError(one)) outcomes.set(j, "unstorable");
            else failed.set(j, one);
          }
        }
    }
    this.log.add(
      [...outcomes].map(([{ item }, outcome]) => ({
        bookmakerId: item.bookmakerId,
        receivedAt: item.receivedAt,
        event: item.fields.event,
        transactionId: item.fields.transactionId,
        outcome: outcome === "unstorable" ? "refused" : outcome,
        reason: outcome === "unstorable" ? UNSTORABLE_REASON : null,
      })),
    );
    for (const j of batch) {
      if (failed.has(j)) j.reject(failed.get(j));
      else j.resolve(outcomes.get(j)!);
    }
  }
}
