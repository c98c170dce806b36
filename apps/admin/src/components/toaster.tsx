import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { cn } from "../lib/cn";

type Toast = { id: number; title: string; description?: string; destructive?: boolean };
type ToastInput = Omit<Toast, "id">;

const ToastContext = createContext<(t: ToastInput) => void>(() => undefined);

export function useToast() {
  return useContext(ToastContext);
}

export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const push = useCallback((t: ToastInput) => {
    const id = Date.now() + Math.random();
    setToasts((all) => [...all, { ...t, id }]);
    setTimeout(() => setToasts((all) => all.filter((x) => x.id !== id)), 5000);
  }, []);
  return (
    <ToastContext.Provider value={push}>
      {children}
      <div role="status" aria-live="polite" className="fixed bottom-4 right-4 z-50 flex w-80 flex-col gap-2">
        {toasts.map((t) => (
          <div key={t.id} className={cn("rounded-md border p-4 shadow-lg", t.destructive ? "border-red-700 bg-red-950" : "border-slate-700 bg-slate-900")}>
            <p className="text-sm font-semibold">{t.title}</p>
            {t.description && <p className="mt-1 text-sm text-slate-300">{t.description}</p>}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
