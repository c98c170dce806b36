import { DAY_MS } from "../../platform";

/** Forecasting method shown beside its figures. */
export const FORECAST_METHOD = "Seasonal mean: each day is the average of the same weekday in the 4 weeks before";
export const FORECAST_WEEKS = 4;
/** Days forecast, and days of the past the method is scored on. */
export const FORECAST_DAYS = 7;
export const BACKTEST_DAYS = 28;

export type DailyValue = { day: string; value: number };
export type Forecast = {
  method: string;
  days: DailyValue[];
  /** Mean absolute percentage error over the backtest days (days with a value of 0 are skipped); null without enough history. */
  mape: number | null;
  /** Mean absolute error over the same days. */
  mae: number | null;
  backtestDays: number;
};

const lag = FORECAST_WEEKS * 7;

function seasonalMean(history: number[], index: number): number {
  let sum = 0;
  for (let w = 1; w <= FORECAST_WEEKS; w++) sum += history[index - 7 * w]!;
  return sum / FORECAST_WEEKS;
}

/**
 * Forecasts the next days from complete past days (oldest first, consecutive UTC days) and scores
 * the method on the last BACKTEST_DAYS days it could have forecast, each from the days before it.
 * Needs FORECAST_WEEKS weeks of history to forecast at all.
 */
export function forecastDaily(history: DailyValue[]): Forecast | null {
  if (history.length < lag) return null;
  const values = history.map((d) => d.value);
  const extended = [...values];
  const lastDay = Date.parse(`${history[history.length - 1]!.day}T00:00:00Z`);
  const days: DailyValue[] = [];
  for (let i = 0; i < FORECAST_DAYS; i++) {
    const value = seasonalMean(extended, extended.length);
    extended.push(value);
    days.push({ day: new Date(lastDay + (i + 1) * DAY_MS).toISOString().slice(0, 10), value });
  }
  const firstScored = Math.max(lag, values.length - BACKTEST_DAYS);
  let absPct = 0;
  let pctDays = 0;
  let abs = 0;
  let scored = 0;
  for (let i = firstScored; i < values.length; i++) {
    const error = Math.abs(seasonalMean(values, i) - values[i]!);
    abs += error;
    scored++;
    if (values[i]! > 0) {
      absPct += error / values[i]!;
      pctDays++;
    }
  }
  return {
    method: FORECAST_METHOD,
    days,
    mape: pctDays > 0 ? (absPct / pctDays) * 100 : null,
    mae: scored > 0 ? abs / scored : null,
    backtestDays: scored,
  };
}
