/** The toasts on screen: pure list operations, kept apart from React so they are unit-tested. */

export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long the toast stays while not hovered or focused. */
  durationMs?: number;
};

export type Toast = ToastInput & { id: number };

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 5_000;

/** Newest last; past the limit the oldest go, so a burst of errors cannot fill the screen. */
export function addToast(list: readonly Toast[], toast: Toast, limit = TOAST_LIMIT): Toast[] {
  return [...list, toast].slice(-limit);
}

export function removeToast(list: readonly Toast[], id: number): Toast[] {
  return list.filter((t) => t.id !== id);
}
