import type { Page } from "@playwright/test";

/**
 * Records the delay of every timer the page arms. Add it after `page.clock.install()`, so it wraps
 * the fake setTimeout: the test waits until a timer is armed, then runs the clock past it.
 */
export async function watchTimers(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __armed: number[] };
    w.__armed = [];
    const fake = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      w.__armed.push(ms ?? 0);
      return fake(handler, ms, ...args);
    }) as typeof setTimeout;
  });
  const count = (ms: number) => page.evaluate((d) => (window as unknown as { __armed: number[] }).__armed.filter((x) => x === d).length, ms);
  return {
    /** Resolves once the page has armed a timer of `ms` more than `before` times (since it loaded). */
    armed: (ms: number, before = 0) =>
      page.waitForFunction(([d, n]) => (window as unknown as { __armed: number[] }).__armed.filter((x) => x === d).length > n, [ms, before] as const, {
        polling: 20,
      }),
    count,
  };
}
