/** Is this click on an affiliate link (through /go, or marked rel="sponsored")? */
export function bookmakerLink(target: EventTarget | null): HTMLAnchorElement | null {
  const a = target instanceof Element ? target.closest("a") : null;
  if (!a) return null;
  return a.getAttribute("href")?.startsWith("/go/") || a.relList.contains("sponsored") ? a : null;
}
