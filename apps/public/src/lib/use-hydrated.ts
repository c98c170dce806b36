import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates (the HTML's first render), true
 * right after: what may differ from the server's HTML (a time relative to the visitor's clock)
 * renders only then, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
