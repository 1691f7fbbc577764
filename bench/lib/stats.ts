/** A figure as the bench reports it: the median of repeated runs, with the smallest and largest run. */
export interface Figure {
  median: number;
  min: number;
  max: number;
  runs: number;
  unit: string;
}

export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function figure(values: readonly number[], unit: string): Figure {
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    runs: values.length,
    unit,
  };
}

function round(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return String(value);
  const abs = Math.abs(value);
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** `12.3 ms (11.9–13.0, n=5)` */
export function show(f: Figure | undefined): string {
  if (!f) return '—';
  if (f.runs === 1 || f.min === f.max) return `${round(f.median)} ${f.unit}`;
  return `${round(f.median)} ${f.unit} (${round(f.min)}–${round(f.max)}, n=${f.runs})`;
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
