import { cn } from "@eb/ui/cn";

/**
 * The pulsing LIVE badge. The pulse is a glow around the badge (animate-pulse-glow in styles.css):
 * the text and its background never fade, so the contrast is the same in every animation frame
 * (an opacity pulse dropped it to 3.4:1).
 */
export function LiveMarker({ className }: { className?: string }) {
  return <span className={cn("animate-pulse-glow bg-red-700 font-bold text-white", className)}>LIVE</span>;
}
