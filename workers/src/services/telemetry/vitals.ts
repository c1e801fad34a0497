/**
 * Web Vitals kept as counts per bucket, so a version's p75 is read from aggregates and no page view is
 * kept. A bucket is named by its upper bound (ms for LCP and INP, thousandths for CLS); the last holds
 * everything above. Steps of about 10-25% are finer than any decision made on the figure.
 */
const MS_BOUNDS = [
  50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000,
  6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000, 120_000,
];
const CLS_BOUNDS = [10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000, 5000, 100_000];

export type Metric = "lcp" | "inp" | "cls";

const boundsOf = (metric: Metric) => (metric === "cls" ? CLS_BOUNDS : MS_BOUNDS);
const scaleOf = (metric: Metric) => (metric === "cls" ? 1000 : 1);

/** The bucket a measurement falls in (its upper bound, in the metric's stored unit). */
export function bucketOf(metric: Metric, value: number): number {
  const bounds = boundsOf(metric);
  const scaled = value * scaleOf(metric);
  return bounds.find((bound) => scaled <= bound) ?? (bounds[bounds.length - 1] as number);
}

/**
 * The 75th percentile from bucket counts: the upper bound of the bucket where three quarters of the
 * samples are reached, in the metric's own unit (ms, or CLS). Null when there is no sample.
 */
export function p75(metric: Metric, counts: { bucket: number; count: number }[]): number | null {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const { bucket, count } of [...counts].sort((a, b) => a.bucket - b.bucket)) {
    seen += count;
    if (seen >= total * 0.75) return bucket / scaleOf(metric);
  }
  return null;
}
