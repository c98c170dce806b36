import { Badge } from "@eb/ui/badge";
import { StatusRow } from "../status-row";

type Props = {
  /** "Provider", "Feed". */
  kind: string;
  label: string;
  detail: string | undefined;
  /** No source runs: its badge is the alarm colour. */
  missing: boolean;
  /** "API token", "API key": whether one is configured, never what it is. */
  credential: string;
  configured: boolean;
  baseUrl: string;
};

/** The first rows of a data source's card: which source, whether its credential is configured, and its base URL. */
export function SourceRows({ kind, label, detail, missing, credential, configured, baseUrl }: Props) {
  return (
    <>
      <StatusRow name={kind} detail={detail} badge={<Badge variant={missing ? "destructive" : "outline"}>{label}</Badge>} />
      <StatusRow name={credential} badge={<Badge variant={configured ? "success" : "secondary"}>{configured ? "Configured" : "Not configured"}</Badge>} />
      <StatusRow name="Base URL" badge={<span className="font-mono text-xs break-all">{baseUrl || "-"}</span>} />
    </>
  );
}
