import { AB_STATUS_LABELS, type AbTestStatus } from "@eb/api/contracts";
import { Badge, type BadgeProps } from "@eb/ui/badge";

const VARIANT: Record<AbTestStatus, BadgeProps["variant"]> = { draft: "outline", running: "success", paused: "secondary", completed: "default" };

/** Draft, Running, Paused or Completed (the contract's labels). */
export function StatusBadge({ status }: { status: AbTestStatus }) {
  return <Badge variant={VARIANT[status]}>{AB_STATUS_LABELS[status]}</Badge>;
}
