import { describe, expect, it } from "vitest";
import { BACKTEST_DAYS, forecastDaily } from "./forecast";

const series = (values: number[], start = "2026-01-01") =>
  values.map((value, i) => ({ day: new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10), value }));

describe("forecastDaily", () => {
  it("needs four weeks of history", () => {
    expect(forecastDaily(series(Array(27).fill(10)))).toBeNull();
    expect(forecastDaily(series(Array(28).fill(10)))).not.toBeNull();
  });

  it("forecasts each weekday as the mean of the same weekday over the four weeks before", () => {
    // Weekly pattern 100, 200, ..., 700 with weeks growing by 10: the mean of the last four Mondays, etc.
    const values = Array.from({ length: 35 }, (_, i) => (1 + (i % 7)) * 100 + Math.floor(i / 7) * 10);
    const f = forecastDaily(series(values))!;
    expect(f.days).toHaveLength(7);
    expect(f.days[0]).toEqual({ day: "2026-02-05", value: 100 + (40 + 30 + 20 + 10) / 4 });
    expect(f.days[6]!.value).toBe(700 + 25);
  });

  it("scores the method on past days it could have forecast: exact on a repeating week", () => {
    const week = [120, 80, 95, 300, 60, 75, 110];
    const f = forecastDaily(series(Array.from({ length: 70 }, (_, i) => week[i % 7]!)))!;
    expect(f.mape).toBe(0);
    expect(f.mae).toBe(0);
    expect(f.backtestDays).toBe(BACKTEST_DAYS);
  });

  it("reports its error where the past was not a repeating week", () => {
    // Constant 100, then one day of 150: forecast 100 for it, 50% off; every other scored day exact.
    const values = Array(56).fill(100);
    values[55] = 150;
    const f = forecastDaily(series(values))!;
    expect(f.backtestDays).toBe(28);
    expect(f.mape).toBeCloseTo((50 / 150 / 28) * 100, 10);
    expect(f.mae).toBeCloseTo(50 / 28, 10);
  });
});
