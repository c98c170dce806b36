import { StarIcon } from "./icons";
import { cn } from "@eb/ui/cn";

/**
 * A bookmaker's rating. role="img" gives the label a role screen readers announce
 * ("Rating 4.8 out of 5"); an aria-label on a plain span may be ignored.
 */
export function Rating({ value, className }: { value: number; className?: string }) {
  const shown = value.toFixed(1);
  return (
    <span role="img" aria-label={`Rating ${shown} out of 5`} className={cn("flex shrink-0 items-center gap-1 font-semibold text-amber-300", className)}>
      <StarIcon className="h-4 w-4 fill-amber-300" />
      {shown}
    </span>
  );
}
