"""Reference values for the A/B revenue metric (issue 27), computed with SciPy.

A revenue metric is a mean per exposed session (most sessions bring 0). Its relative lift and
test follow docs/ab-statistics.md with the rate replaced by the mean and p(1 - p) by the sample
variance (ddof = 1), as GrowthBook's frequentist engine does for mean metrics:
  lift = (mT - mC) / mC
  var  = vC mT^2 / (mC^4 nC) + vT / (mC^2 nT)
  df   = (a + b)^2 / (a^2 / (nC - 1) + b^2 / (nT - 1)),  a = vC / nC, b = vT / nT
  t = lift / sqrt(var), p = 2 sf(|t|, df), interval lift +- t_{(1+level)/2, df} sqrt(var)
The per-variant aggregates (sessions, sum, sum of squares) are what the server reads from the
database; the script keeps them exact (integer cents) so the test starts from the same numbers.
It also records SciPy's own Welch test of the absolute difference (ttest_ind, equal_var=False),
which must give the same degrees of freedom.

Run: python3 scripts/stats/revenue-reference.py > tests/fixtures/stats/revenue-reference.json
"""
import json
import random

import numpy as np
import scipy
from scipy import stats


def sessions(rng, n, depositors, mean_cents, spread):
    """n sessions, `depositors` of them with a revenue in cents (log-normal), the rest 0."""
    values = [0] * n
    for i in rng.sample(range(n), depositors):
        values[i] = max(1, int(round(rng.lognormvariate(np.log(mean_cents), spread))))
    return values


def moments(values):
    cents = [v for v in values]
    return {
        "sessions": len(cents),
        "sum": sum(cents) / 100,
        "sum_squares": sum(c * c for c in cents) / 10000,
    }


def case(name, control, variant, level=0.95):
    xc = np.array(control, dtype=float) / 100
    xt = np.array(variant, dtype=float) / 100
    nc, nt = len(xc), len(xt)
    mc, mt = xc.mean(), xt.mean()
    vc, vt = xc.var(ddof=1), xt.var(ddof=1)
    lift = (mt - mc) / mc
    var = vc * mt * mt / (mc**4 * nc) + vt / (mc * mc * nt)
    a, b = vc / nc, vt / nt
    df = (a + b) ** 2 / (a * a / (nc - 1) + b * b / (nt - 1))
    sd = np.sqrt(var)
    t = lift / sd
    p = 2 * stats.t.sf(abs(t), df)
    half = stats.t.ppf((1 + level) / 2, df) * sd
    welch = stats.ttest_ind(xt, xc, equal_var=False)
    return {
        "name": name,
        "level": level,
        "control": moments(control),
        "variant": moments(variant),
        "control_mean": mc,
        "variant_mean": mt,
        "control_variance": vc,
        "variant_variance": vt,
        "relative_lift": lift,
        "lift_variance": var,
        "welch_df": df,
        "t": t,
        "p_value": p,
        "confidence": 1 - p,
        "interval": [lift - half, lift + half],
        "scipy_welch_absolute": {"t": float(welch.statistic), "p_value": float(welch.pvalue), "df": float(welch.df)},
    }


rng = random.Random(27)
cases = [
    case("1,000 vs 1,000 sessions, 5% depositors, variant earns more per depositor",
         sessions(rng, 1000, 50, 4000, 0.8), sessions(rng, 1000, 50, 5200, 0.8)),
    case("5,000 vs 5,000, 3% vs 3.6% depositors, same spend",
         sessions(rng, 5000, 150, 3000, 1.0), sessions(rng, 5000, 180, 3000, 1.0)),
    case("20,000 vs 20,000, heavy tails, no real difference",
         sessions(rng, 20000, 400, 2500, 1.6), sessions(rng, 20000, 400, 2500, 1.6)),
    case("500 vs 1,500 (a 25/75 split), variant earns less",
         sessions(rng, 500, 40, 6000, 0.7), sessions(rng, 1500, 90, 4500, 0.7)),
    case("40 vs 40 sessions (just over the minimum), 90% interval",
         sessions(rng, 40, 6, 3000, 0.5), sessions(rng, 40, 9, 3500, 0.5), level=0.90),
    case("100,000 vs 100,000, a 2% lift",
         sessions(rng, 100000, 2000, 3000, 1.2), sessions(rng, 100000, 2040, 3000, 1.2), level=0.99),
]

print(json.dumps({"about": f"Computed with scipy {scipy.__version__} by scripts/stats/revenue-reference.py; see that file for the formulas.", "mean_tests": cases}, indent=1))
