import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { X } from "lucide-react";
import { cn } from "../cn";
import { addToast, removeToast, TOAST_DURATION_MS, type Toast, type ToastInput } from "./toast-queue";

export type { ToastInput, ToastVariant } from "./toast-queue";

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** `const toast = useToast(); toast({ title, description, variant: "destructive" })`. */
export function useToast(): (toast: ToastInput) => void {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used inside <ToastProvider>");
  return toast;
}

/**
 * Holds the toasts and renders them in one polite live region (always mounted, so screen readers
 * announce what is added to it). Each toast owns its timer and clears it when it goes, so nothing
 * fires after the provider unmounts.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const show = useCallback((input: ToastInput) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((list) => addToast(list, { ...input, id }));
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => removeToast(list, id)), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        role="status"
        aria-live="polite"
        aria-label="Notifications"
        className="pointer-events-none fixed right-4 bottom-4 left-4 z-[60] flex flex-col items-end gap-2 sm:left-auto"
      >
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  // Paused while the pointer or focus is on it, so it can be read (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  const { id, durationMs = TOAST_DURATION_MS } = toast;
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [paused, id, durationMs, onDismiss]);

  return (
    <div
      data-variant={toast.variant ?? "default"}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        "pointer-events-auto flex w-full max-w-80 items-start gap-3 rounded-lg border p-4 text-slate-100 shadow-lg",
        toast.variant === "destructive" ? "border-red-700 bg-red-950" : "border-slate-700 bg-slate-900",
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm text-slate-300">{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(id)}
        className="rounded-md p-0.5 text-slate-400 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
