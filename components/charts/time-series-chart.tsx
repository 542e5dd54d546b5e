import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { TimeSeriesTable } from './time-series-table';

/** One series of stacked bars: one value per point of the chart (null: not known). */
export interface StackSeries {
  label: string;
  values: readonly (number | null)[];
  /** Fill classes (light and dark), one hue per series; the legend names each. */
  className: string;
}

/** One value at one instant; null where there is no data (the line breaks there). */
export interface TimePoint {
  t: number;
  value: number | null;
}

export interface TimeSeriesChartProps {
  title: string;
  points: readonly TimePoint[];
  /** A value as readers see it, e.g. `2.1 s`; used on the axis, in the description and in the table. */
  formatValue: (value: number) => string;
  /** An instant on the time axis, short (e.g. `14:00`). */
  formatTick: (t: number) => string;
  /** An instant in the table, in full (e.g. with the date and zone). */
  formatTime: (t: number) => string;
  /** Shown beside the title, e.g. the mean over the range. */
  note?: string;
  /** Fill below the line. */
  area?: boolean;
  /** Its data as a table under a disclosure (default); off when a TimeSeriesTable beside it holds the numbers. */
  table?: boolean;
  /**
   * Draw these as stacked bars, one per point (each spanning to the next point), instead of the line; `points` then
   * holds their sums, which the description and the scale use. A legend names the series.
   */
  stacks?: readonly StackSeries[];
  /** The figure's id, for links to one chart. */
  id?: string;
}

// The drawing's own units; the SVG scales to its box, which is about this wide in a three-column grid and on phones,
// so its 10-unit text reads at about 10 px on both.
const WIDTH = 320;
const HEIGHT = 140;
const MARGIN = { top: 8, right: 8, bottom: 20, left: 44 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

const hasValue = (p: TimePoint): p is TimePoint & { value: number } => p.value !== null;

function describe({ title, points, formatValue, formatTime }: TimeSeriesChartProps): string {
  const known = points.filter(hasValue);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || known.length === 0) return `${title}: no data yet.`;
  const values = known.map((p) => p.value);
  const latest = known.at(-1)!;
  return (
    `${title} from ${formatTime(first.t)} to ${formatTime(last.t)}: lowest ${formatValue(Math.min(...values))}, ` +
    `highest ${formatValue(Math.max(...values))}, latest ${formatValue(latest.value)} (${formatTime(latest.t)}).`
  );
}

/**
 * Stacked bars as one path per series (not a rect per bar and series: hundreds fewer elements for the browser to
 * parse and React to hydrate). Each series' bar at a point sits on the sum of the series before it.
 */
function stackPaths(stacks: readonly StackSeries[], xs: readonly number[], width: number, y: (v: number) => number) {
  const bases = xs.map(() => 0);
  return stacks.map((s) => {
    const d = xs
      .map((x, i) => {
        const v = s.values[i] ?? null;
        if (v === null || v <= 0) return '';
        const bottom = y(bases[i]!);
        bases[i]! += v;
        const top = y(bases[i]!);
        return `M${x.toFixed(2)} ${bottom.toFixed(2)}V${top.toFixed(2)}h${width.toFixed(2)}V${bottom.toFixed(2)}z`;
      })
      .join('');
    return { label: s.label, d, className: s.className };
  });
}

/**
 * A small time-series line (or area) chart with value and time labels, drawn as SVG with visx and no client code,
 * so it renders in server components. Colours follow the theme (Tailwind classes, dark variants); the picture is
 * described in words for screen readers, and its data is a table under a disclosure for anyone who wants the numbers.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { title, points, formatValue, formatTick, formatTime, note, area = false, table = true, stacks, id } = props;
  const known = points.filter(hasValue);
  const first = points[0]?.t ?? 0;
  // Bars span from their point to the next, so the last one needs one more step of time.
  const step = points.length > 1 ? points[1]!.t - points[0]!.t : 1;
  const last = (points.at(-1)?.t ?? first + 1) + (stacks ? step : 0);
  const x = scaleTime({ domain: [new Date(first), new Date(last)], range: [0, PLOT_W] });
  const top = Math.max(0, ...known.map((p) => p.value));
  const y = scaleLinear({
    domain: [Math.min(0, ...known.map((p) => p.value)), top > 0 ? top : 1],
    range: [PLOT_H, 0],
    nice: true,
  });
  const xOf = (p: TimePoint) => x(new Date(p.t));
  const yOf = (p: TimePoint) => y(p.value ?? 0);
  const defined = (p: TimePoint) => p.value !== null;
  // A point's bar spans to the next point (the last one as wide as the one before), less a hairline between bars.
  const barStep = points.length > 1 ? xOf(points[1]!) - xOf(points[0]!) : PLOT_W;
  const barWidth = Math.max(0.5, barStep - (barStep > 3 ? 1 : 0));
  return (
    <figure className="min-w-0" id={id}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className="font-medium">{title}</span>
        {note && <span className="text-xs text-slate-600 dark:text-slate-400">{note}</span>}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-1 block h-auto w-full"
        role="img"
        aria-label={describe(props)}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(3).map((v) => (
            <g key={v} transform={`translate(0 ${y(v)})`}>
              <line x2={PLOT_W} className="stroke-slate-200 dark:stroke-slate-800" />
              <text x={-6} dy="0.32em" textAnchor="end" fontSize={10} className="fill-slate-600 dark:fill-slate-400">
                {formatValue(v)}
              </text>
            </g>
          ))}
          {x.ticks(4).map((d) => (
            // A label at the right edge ends there rather than being cut off by it.
            <text
              key={d.getTime()}
              x={x(d)}
              y={PLOT_H + 14}
              textAnchor={x(d) > PLOT_W - 14 ? 'end' : 'middle'}
              fontSize={10}
              className="fill-slate-600 dark:fill-slate-400"
            >
              {formatTick(d.getTime())}
            </text>
          ))}
          {stacks &&
            stackPaths(stacks, points.map(xOf), barWidth, y).map(({ label, d, className }) => (
              <path key={label} d={d} className={className} />
            ))}
          {area && !stacks && (
            <AreaClosed
              data={[...points]}
              x={xOf}
              y={yOf}
              yScale={y}
              defined={defined}
              className="fill-sky-500/15 dark:fill-sky-400/20"
            />
          )}
          {!stacks && (
            <LinePath
              data={[...points]}
              x={xOf}
              y={yOf}
              defined={defined}
              strokeWidth={1.5}
              className="fill-none stroke-sky-600 dark:stroke-sky-400"
            />
          )}
          {known.length === 0 && (
            <text
              x={PLOT_W / 2}
              y={PLOT_H / 2}
              textAnchor="middle"
              fontSize={11}
              className="fill-slate-600 dark:fill-slate-400"
            >
              No data yet
            </text>
          )}
        </Group>
      </svg>
      {stacks && stacks.length > 0 && (
        <ul
          className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-700 dark:text-slate-300"
          aria-label={`${title}: legend`}
        >
          {stacks.map((s) => (
            <li key={s.label} className="inline-flex items-center gap-1">
              <svg viewBox="0 0 10 10" className="h-2.5 w-2.5" aria-hidden="true">
                <rect width="10" height="10" className={s.className} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {table && (
        <TimeSeriesTable
          caption={title}
          times={points.map((p) => p.t)}
          formatTime={formatTime}
          columns={[
            ...(stacks ?? []).map((s) => ({ label: s.label, values: s.values, format: formatValue })),
            { label: stacks ? 'Total' : 'Value', values: points.map((p) => p.value), format: formatValue },
          ]}
        />
      )}
    </figure>
  );
}
