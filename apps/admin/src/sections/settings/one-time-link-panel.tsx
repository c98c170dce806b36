import type { ReactNode } from "react";
import { Button } from "@eb/ui/button";
import { useToast } from "@eb/ui/toast";

/**
 * The address of a one-time link (an invitation or a password reset); the token sits in the fragment,
 * which browsers never send to a server.
 */
export const oneTimeLink = (kind: "invite" | "reset", token: string) => `${window.location.origin}/auth#${kind}=${token}`;

/** A freshly made one-time link (or secret), shown once with a copy button. */
export function OneTimeLinkPanel({
  link,
  testId,
  onHide,
  copyLabel = "Copy Link",
  children,
}: {
  link: string;
  testId: string;
  onHide: () => void;
  copyLabel?: string;
  children: ReactNode;
}) {
  const toast = useToast();

  async function copy() {
    await navigator.clipboard.writeText(link).then(
      () => toast({ title: "Copied to clipboard" }),
      () => undefined,
    );
  }

  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-slate-700 bg-slate-950 p-3 text-sm">
      <p>{children}</p>
      <code data-testid={testId} className="break-all rounded bg-slate-900 p-2 text-xs">
        {link}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {copyLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onHide}>
          Hide
        </Button>
      </div>
    </div>
  );
}
