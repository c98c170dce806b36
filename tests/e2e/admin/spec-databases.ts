import { adminQuery, DATABASE_PREFIX, templateDatabase, type Template } from "../data-templates";

/**
 * The admin specs' PostgreSQL databases, one per spec: a copy of a template database
 * (data-templates.ts), the next one made in the background while a spec runs, and dropped in the
 * background once its spec's server has stopped. Named by worker, so the two workers never share one.
 */
export class SpecDatabases {
  private readonly spare = new Map<Template, Promise<string>>();
  private readonly chores: Promise<unknown>[] = [];
  private count = 0;
  private readonly prefix: string;

  constructor(worker: number) {
    this.prefix = `${DATABASE_PREFIX}w${worker}_`;
  }

  async take(kind: Template): Promise<string> {
    const name = await (this.spare.get(kind) ?? this.copy(kind));
    const next = this.copy(kind);
    // Awaited by the next take(), which sees its failure; never an unhandled rejection meanwhile.
    next.catch(() => undefined);
    this.spare.set(kind, next);
    return name;
  }

  /** Once nothing is connected to it (its server has stopped). */
  discard(name: string): void {
    this.chores.push(adminQuery(`drop database if exists "${name}" with (force)`));
  }

  async close(): Promise<void> {
    const spares = await Promise.allSettled([...this.spare.values()]);
    await Promise.allSettled(this.chores);
    for (const s of spares) if (s.status === "fulfilled") await adminQuery(`drop database if exists "${s.value}" with (force)`);
  }

  private async copy(kind: Template): Promise<string> {
    const name = `${this.prefix}${++this.count}`;
    await adminQuery(`drop database if exists "${name}" with (force)`);
    await adminQuery(`create database "${name}" template "${templateDatabase(kind)}"`);
    return name;
  }
}
