const MAX_STEPS = 100;
const MAX_LOG_STEP = 50;

/**
 * The t > 0 at which a continuous upper tail (a survival function falling from 1/2 at 0 to 0 at
 * +Infinity) equals q, 0 < q < 1/2, given the tail, the logarithm of its density (far out the
 * density itself underflows while t · density / tail is still of order 1) and a positive first guess.
 *
 * Newton's method on ln tail(t) = ln q in the variable ln t: on these axes a power-law tail (Student's t
 * with few degrees of freedom) is a straight line, reached in one step from any guess, and a
 * Gaussian one a gentle curve, so a guess off by orders of magnitude costs a few steps. Every
 * evaluation narrows a bracket [lo, hi] around the root; a step that would leave it (or that
 * underflow turned into NaN) is replaced by a geometric bisection of the bracket, or by a jump of 8×
 * while one side is still open. The answer is as accurate as the tail itself allows.
 */
export function invertUpperTail(q: number, tail: (t: number) => number, logDensity: (t: number) => number, guess: number): number {
  const logQ = Math.log(q);
  let lo = 0;
  let hi = Infinity;
  let t = guess > 0 && Number.isFinite(guess) ? guess : 1;
  for (let iteration = 0; iteration < MAX_STEPS; iteration++) {
    const value = tail(t);
    if (value === q) return t;
    if (value > q) lo = t;
    else hi = t;
    // d ln tail / d ln t = −t · density / tail.
    const logSlope = Math.log(t) + logDensity(t) - Math.log(value);
    // Capped at a factor e^±50 per step, so that a step meant for 1e300 does not overflow to Infinity.
    const logStep = (Math.log(value) - logQ) / Math.exp(logSlope);
    let next = t * Math.exp(Math.max(-MAX_LOG_STEP, Math.min(MAX_LOG_STEP, logStep)));
    if (!(next > lo && next < hi)) next = hi === Infinity ? lo * 8 : lo === 0 ? hi / 8 : lo * Math.sqrt(hi / lo);
    if (Math.abs(next - t) <= 2 * Number.EPSILON * t || hi - lo <= 2 * Number.EPSILON * lo) return next;
    t = next;
  }
  return t;
}
