/** Spec 9: mobile breakpoint and the scroll position under which the header always shows. */
export const MOBILE_MAX_WIDTH = 1023;
export const HEADER_SHOW_BELOW_SCROLL = 10;

/**
 * Whether the fixed header is shown after a scroll from `previousY` to `y` on a viewport
 * `width` wide: always on wide viewports; on narrow ones hidden when scrolling down,
 * shown when scrolling up or near the top.
 */
export function headerVisibleAfterScroll(previousY: number, y: number, width: number, wasVisible: boolean): boolean {
  if (width > MOBILE_MAX_WIDTH) return true;
  if (y < HEADER_SHOW_BELOW_SCROLL) return true;
  if (y > previousY) return false;
  if (y < previousY) return true;
  return wasVisible;
}
