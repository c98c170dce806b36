import { Button } from "@eb/ui/button";
import { useToast } from "@eb/ui/toast";
import { copyText } from "../lib/clipboard";
import { eventHandler } from "../lib/event-handler";

/** Recovery codes, shown once right after they are generated on the server. */
export function RecoveryCodesView({ codes }: { codes: string[] }) {
  const toast = useToast();
  return (
    <div className="flex flex-col gap-3 rounded-md border border-amber-700 bg-amber-950/40 p-4">
      <p className="text-sm font-semibold">Recovery codes</p>
      <p className="text-sm text-slate-300">Each code works once if you lose your authenticator. Store them somewhere safe: they will not be shown again.</p>
      <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-950 px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        onClick={eventHandler(async () => {
          await copyText(codes.join("\n"));
          toast({ title: "Copied to clipboard" });
        })}
      >
        Copy codes
      </Button>
    </div>
  );
}
