import type { Db } from "@eb/db";
import { DELIVERIES_KEPT, recordDeliveries, type PostbackDelivery } from "./postback-deliveries";

/**
 * Writes the programmes' delivery lists beside the group commit rather than in it: one write in
 * flight at a time, taking everything added meanwhile, so listing deliveries never slows storing
 * conversions (measured: a delivery statement inside the commit loop cost a third of the postback
 * throughput). What waits is bounded: only the newest DELIVERIES_KEPT per programme are kept
 * pending, as only those would survive the write. A write that fails goes to `onError`; the
 * postbacks it lists were answered already.
 */
export class DeliveryLog {
  private pending = new Map<number, PostbackDelivery[]>();
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  add(deliveries: PostbackDelivery[]): void {
    for (const d of deliveries) {
      const list = this.pending.get(d.bookmakerId) ?? [];
      list.push(d);
      if (list.length > DELIVERIES_KEPT) list.shift();
      this.pending.set(d.bookmakerId, list);
    }
    if (!this.writing && this.pending.size > 0) this.writing = this.flush();
  }

  /** Resolves once everything added so far is written (or reported failed). */
  async settled(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.size > 0) {
        const batch = [...this.pending.values()].flat();
        this.pending = new Map();
        try {
          await recordDeliveries(this.db, batch);
        } catch (err) {
          this.onError(err);
        }
      }
    } finally {
      this.writing = null;
    }
  }
}
