/**
 * One colour and one dash pattern per bookmaker line, so lines differ by more than colour; the
 * legend repeats both. Colours are light enough to read on the site's dark background.
 */
export const LINE_STYLES = [
  { color: "#34d399", dash: undefined },
  { color: "#38bdf8", dash: "6 3" },
  { color: "#fbbf24", dash: "2 3" },
  { color: "#e879f9", dash: "8 3 2 3" },
  { color: "#fb923c", dash: undefined },
  { color: "#c4b5fd", dash: "6 3" },
  { color: "#bef264", dash: "2 3" },
  { color: "#fda4af", dash: "8 3 2 3" },
] as const;

export const lineStyle = (index: number) => LINE_STYLES[index % LINE_STYLES.length]!;
