import { ALLOCATION_TOTAL } from "@eb/api/contracts";

/**
 * A variant's allocation (%) as typed: a whole number, or 0 for anything else, which the contract's
 * range check (1 to 99) then refuses with its own message.
 */
export function allocationValue(text: string): number {
  const trimmed = text.trim();
  const n = Number(trimmed);
  return trimmed !== "" && Number.isFinite(n) ? n : 0;
}

/** The sum of the typed allocations, in percent. */
export const allocationTotal = (texts: readonly string[]) => texts.reduce((sum, t) => sum + allocationValue(t), 0);

/** The contract's message when the allocations do not add up to 100%, else null. */
export const allocationTotalError = (texts: readonly string[]): string | null => (allocationTotal(texts) === 100 ? null : ALLOCATION_TOTAL);
