/**
 * Places report here that they showed a test's variant; the tracker (loaded only after analytics
 * consent) sends each as an exposure. Delivery waits for a microtask, so the page view of the page
 * the place is on is always tracked first: a conversion must come after the exposure.
 */
type Listener = (testId: number) => void;

const reported = new Set<number>();
let pending: number[] = [];
let listener: Listener | null = null;

export function reportExposure(testId: number): void {
  if (reported.has(testId)) return;
  reported.add(testId);
  const deliver = listener;
  if (deliver) queueMicrotask(() => deliver(testId));
  else pending.push(testId);
}

/** The tracker's subscription: what was reported before it loaded comes first. */
export function onExposure(l: Listener): () => void {
  listener = l;
  const earlier = pending;
  pending = [];
  queueMicrotask(() => earlier.forEach(l));
  return () => {
    if (listener === l) listener = null;
  };
}
