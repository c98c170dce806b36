/**
 * Test-only: a setTimeout/clearTimeout pair that runs nothing by itself. `runNext()` runs the timer
 * due first (moving its clock there), so a test drives backoff and silence timers one by one
 * instead of waiting for them.
 */
export function manualScheduler() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; ms: number; fn: () => void }>();
  return {
    setTimeout: (fn: () => void, ms: number): unknown => {
      const id = nextId++;
      timers.set(id, { at: now + ms, ms, fn });
      return id;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    /** The delays of the pending timers, soonest first. */
    pending: () => [...timers.values()].sort((a, b) => a.at - b.at).map((t) => t.ms),
    /** Runs the timer due first and says after how long it was set to run; throws when none is pending. */
    runNext: (): number => {
      const [id, timer] = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (id === undefined || !timer) throw new Error("no timer pending");
      timers.delete(id);
      now = timer.at;
      timer.fn();
      return timer.ms;
    },
  };
}
