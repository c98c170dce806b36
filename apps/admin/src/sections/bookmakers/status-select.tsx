import { useId } from "react";
import { PUBLISH_STATUSES, type PublishStatus } from "@eb/api/contracts";
import { Label } from "@eb/ui/input";
import { NativeSelect } from "@eb/ui/native-select";

export const PUBLISH_STATUS_LABELS: Record<PublishStatus, string> = { published: "Published", draft: "Draft", archived: "Archived" };

type Props = { status: PublishStatus; disabled: boolean; onChange: (status: PublishStatus) => void };

/** Published, draft or archived: only published (and active) bookmakers reach visitors; archived ones move to their own group. */
export function StatusSelect({ status, disabled, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>Publish status</Label>
      <NativeSelect id={id} value={status} disabled={disabled} className="h-9" onChange={(e) => onChange(e.target.value as PublishStatus)}>
        {PUBLISH_STATUSES.map((s) => (
          <option key={s} value={s}>
            {PUBLISH_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
