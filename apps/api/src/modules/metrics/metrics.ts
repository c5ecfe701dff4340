/*
 * A small Prometheus text-format registry (exposition format 0.0.4), written by hand rather than
 * with prom-client: the app needs one counter, one histogram and gauges read at scrape time, and
 * this keeps a dependency out of every process (ADR 0037).
 */

export type Labels = Record<string, string>;
export interface Sample {
  labels?: Labels;
  value: number;
}

/** A gauge read when /metrics is scraped (pool usage, outbox backlog, scheduler lag, …). */
export interface GaugeSource {
  name: string;
  help: string;
  collect(): Promise<Sample[]> | Sample[];
}

/** Latency buckets in seconds: most API answers take milliseconds, a page render tens of them. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function labelText(labels: Labels | undefined, extra?: [string, string]): string {
  const pairs = Object.entries(labels ?? {});
  if (extra) pairs.push(extra);
  if (pairs.length === 0) return '';
  return `{${pairs.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

function num(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(value);
}

/** Request count and latency per method, route pattern and status class. */
export class RequestMetrics {
  // Keyed by method|route: a route pattern, never a raw URL, so the number of series stays bounded.
  readonly #series = new Map<
    string,
    { labels: Labels; counts: Map<string, number>; buckets: number[]; sum: number; n: number }
  >();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method}|${route}`;
    let s = this.#series.get(key);
    if (!s) {
      s = {
        labels: { method, route },
        counts: new Map(),
        buckets: LATENCY_BUCKETS.map(() => 0),
        sum: 0,
        n: 0,
      };
      this.#series.set(key, s);
    }
    const code = String(status);
    s.counts.set(code, (s.counts.get(code) ?? 0) + 1);
    LATENCY_BUCKETS.forEach((le, i) => {
      if (seconds <= le) (s.buckets[i] as number)++;
    });
    s.sum += seconds;
    s.n++;
  }

  text(prefix: string): string {
    const total = `${prefix}_http_requests_total`;
    const hist = `${prefix}_http_request_duration_seconds`;
    const out = [
      `# HELP ${total} HTTP requests answered, by method, route pattern and status.`,
      `# TYPE ${total} counter`,
    ];
    for (const s of this.#series.values())
      for (const [status, n] of s.counts) out.push(`${total}${labelText({ ...s.labels, status })} ${n}`);
    out.push(`# HELP ${hist} Time to answer, by method and route pattern.`, `# TYPE ${hist} histogram`);
    for (const s of this.#series.values()) {
      LATENCY_BUCKETS.forEach((le, i) => {
        out.push(`${hist}_bucket${labelText(s.labels, ['le', String(le)])} ${s.buckets[i]}`);
      });
      out.push(`${hist}_bucket${labelText(s.labels, ['le', '+Inf'])} ${s.n}`);
      out.push(
        `${hist}_sum${labelText(s.labels)} ${num(s.sum)}`,
        `${hist}_count${labelText(s.labels)} ${s.n}`,
      );
    }
    return out.join('\n');
  }
}

export class MetricsRegistry {
  readonly requests = new RequestMetrics();
  readonly #gauges = new Map<string, GaugeSource>();

  readonly prefix: string;

  constructor(prefix: string) {
    this.prefix = prefix;
  }

  /**
   * Adds a gauge read at each scrape; `name` without the prefix (e.g. `scheduler_lag_seconds`). The
   * same name twice is a programming error. A source that fails is left out of that scrape (and
   * counted in `<prefix>_metrics_collect_errors`), so one failing source never hides the others.
   */
  registerGauge(source: GaugeSource): void {
    if (!NAME.test(source.name)) throw new Error(`Invalid metric name ${source.name}`);
    if (this.#gauges.has(source.name)) throw new Error(`Metric ${source.name} registered twice`);
    this.#gauges.set(source.name, source);
  }

  async text(): Promise<string> {
    const parts = [this.requests.text(this.prefix)];
    let failures = 0;
    for (const g of this.#gauges.values()) {
      let samples: Sample[];
      try {
        samples = await g.collect();
      } catch {
        failures++;
        continue;
      }
      const name = `${this.prefix}_${g.name}`;
      parts.push(
        [
          `# HELP ${name} ${g.help}`,
          `# TYPE ${name} gauge`,
          ...samples.map((s) => `${name}${labelText(s.labels)} ${num(s.value)}`),
        ].join('\n'),
      );
    }
    const errors = `${this.prefix}_metrics_collect_errors`;
    parts.push(
      `# HELP ${errors} Gauge sources that failed during this scrape (e.g. the database is down).\n# TYPE ${errors} gauge\n${errors} ${failures}`,
    );
    return `${parts.join('\n')}\n`;
  }
}
