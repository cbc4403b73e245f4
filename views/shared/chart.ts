// One small wrapper over uPlot for the views' charts. Colours are CSS variables resolved at each build, so the
// chart is rebuilt when the host changes the theme or its style variables (connect.ts' onThemeChange); its width
// follows the container; the legend shows the last point's values, hovering another point's, and so do Left/Right on the focused chart
// (a live region says them too, since a role="img" hides its legend from assistive technology).
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './chart.css';
import { onTeardown, onThemeChange } from './connect.ts';
import { h } from './dom.ts';
import { wholeNumber } from './format.ts';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  /** A CSS variable holding the colour, '--series-1'. */
  colour: string;
  kind?: 'line' | 'step' | 'bars';
  width?: number;
  dash?: number[];
  /** The legend's text for point `index` (the value formatted otherwise). */
  text?: (index: number) => string;
}

export interface ChartSpec {
  /** What the chart shows, in words: its aria-label. */
  label: string;
  x: number[];
  /** The legend's heading for the points ("Month"). */
  pointName: string;
  /** The legend's name for point `index` ("Sept 2026"). */
  pointLabel: (index: number) => string;
  /** The x axis' tick at value `x`. */
  tickLabel: (x: number) => string;
  series: ChartSeries[];
  format: (value: number) => string;
  xRange?: [number, number];
  /** Keep zero in the y range (balances, spending). */
  zero?: boolean;
  height?: number;
  /** Drawn over the series, in the chart's colours. */
  draw?: (plot: uPlot, colour: (variable: string) => string) => void;
}

/**
 * The colour a CSS variable holds, as the browser computes it ("rgb(…)"). The variable's own text may be
 * light-dark(…), color-mix(…) or another variable, which the canvas and uPlot reject: a hidden probe element
 * styled with it lets CSS resolve it, in the document's current color-scheme.
 */
export function colour(variable: string): string {
  const probe = h('span', { 'aria-hidden': 'true', style: `display:none;color:var(${variable}, #888)` });
  document.body.append(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved;
}

/** A series' value at point `index` as the legend and the live region say it; `none` where it has none. */
function pointText(s: ChartSeries, index: number, format: (value: number) => string, none: string): string {
  const value = s.values[index];
  return s.text ? s.text(index) : value === null || value === undefined ? none : format(value);
}

function seriesOptions(s: ChartSeries, format: (value: number) => string, last: number): uPlot.Series {
  const stroke = colour(s.colour);
  const kind = s.kind ?? 'line';
  return {
    label: s.label,
    stroke,
    width: s.width ?? (kind === 'bars' ? 0 : 2),
    ...(s.dash ? { dash: s.dash } : {}),
    ...(kind === 'bars' ? { fill: stroke, paths: uPlot.paths.bars!({ size: [0.6, 48], gap: 0 }), points: { show: false } } : {}),
    ...(kind === 'step' ? { paths: uPlot.paths.stepped!({ align: -1 }), points: { show: false } } : {}),
    // Without a cursor (nothing hovered or focused), the legend shows the last point: values without hovering.
    value: (_u, _value, _si, index) => pointText(s, index ?? last, format, '–'),
  };
}

/** Width of the y axis: its longest tick, measured in the axis' font. */
const axisSize: uPlot.Axis.Size = (u, values, axisIdx, cycle) => {
  const axis = u.axes[axisIdx]!;
  if (cycle > 1) return (axis as { _size?: number })._size ?? 60;
  u.ctx.font = String(axis.font);
  const longest = Math.max(0, ...(values ?? []).map((v) => u.ctx.measureText(v).width));
  return Math.ceil(longest / devicePixelRatio) + 18;
};

function options(spec: ChartSpec, width: number): uPlot.Options {
  const fg = colour('--fg-2');
  const grid = colour('--line');
  const font = `12px ${getComputedStyle(document.body).fontFamily}`;
  const bars = spec.series.some((s) => s.kind === 'bars');
  const last = spec.x.length - 1;
  return {
    width,
    height: spec.height ?? 260,
    legend: { live: true },
    cursor: { points: { show: !bars }, drag: { x: false, y: false } },
    scales: {
      x: { time: false, ...(spec.xRange ? { range: spec.xRange } : {}) },
      y: { range: (_u, min, max) => uPlot.rangeNum(spec.zero ? Math.min(0, min) : min, spec.zero ? Math.max(0, max) : max, 0.1, true) },
    },
    axes: [
      {
        stroke: fg,
        font,
        grid: { show: false },
        ticks: { stroke: grid },
        space: 64,
        incrs: [1, 2, 3, 4, 6, 12],
        values: (_u, splits) => splits.map(spec.tickLabel),
      },
      {
        stroke: fg,
        font,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        size: axisSize,
        values: (_u, splits) => splits.map(wholeNumber),
      },
    ],
    series: [
      { label: spec.pointName, value: (_u, _v, _si, index) => spec.pointLabel(index ?? last) },
      ...spec.series.map((s) => seriesOptions(s, spec.format, last)),
    ],
    hooks: spec.draw ? { draw: [(u) => spec.draw!(u, colour)] } : {},
  };
}

/** The point's values in words, for the live region. */
function say(spec: ChartSpec, index: number): string {
  const values = spec.series.map((s) => `${s.label} ${pointText(s, index, spec.format, 'none')}`);
  return `${spec.pointLabel(index)}: ${values.join(', ')}`;
}

/** The chart as a figure; it draws itself once in the document, and again when the theme or its width changes. */
export function chart(spec: ChartSpec): HTMLElement {
  const plotBox = h('div', { class: 'chart-plot', role: 'img', 'aria-label': spec.label, tabindex: 0 });
  const spoken = h('p', { class: 'sr-only', 'aria-live': 'polite' });
  const figure = h(
    'figure',
    { class: 'chart' },
    plotBox,
    spoken,
    h(
      'p',
      { class: 'chart-hint muted' },
      'The legend shows the last point. Hover the chart, or focus it and use the Left and Right arrow keys, to read the others.',
    ),
  );
  const data = [spec.x, ...spec.series.map((s) => s.values)] as uPlot.AlignedData;
  let plot: uPlot | undefined;
  const build = () => {
    const width = plot?.width ?? (plotBox.clientWidth || 600);
    plot?.destroy();
    plot = new uPlot(options(spec, width), data, plotBox);
  };
  const resized = new ResizeObserver(([entry]) => {
    const width = Math.floor(entry?.contentRect.width ?? 0);
    if (width > 0 && plot && width !== plot.width) plot.setSize({ width, height: plot.height });
  });
  const release = () => {
    forget();
    unlisten();
    resized.disconnect();
    plot?.destroy();
  };
  const forget = onThemeChange(() => {
    if (figure.isConnected) return build();
    // Replaced by a later answer: let the old chart go.
    release();
  });
  const unlisten = onTeardown(release);
  resized.observe(plotBox);
  // Built once the figure is in the document (show() appends it synchronously, then this microtask runs).
  queueMicrotask(build);
  plotBox.addEventListener('keydown', (event) => {
    if (!plot) return;
    const last = spec.x.length - 1;
    const current = plot.cursor.idx ?? -1;
    const moves: Record<string, number> = {
      ArrowRight: current < 0 ? 0 : Math.min(last, current + 1),
      ArrowLeft: current < 0 ? last : Math.max(0, current - 1),
      Home: 0,
      End: last,
    };
    const index = moves[event.key];
    if (index === undefined) return;
    event.preventDefault();
    const y = spec.series.map((s) => s.values[index]).find((v) => v !== null && v !== undefined) ?? 0;
    plot.setCursor({ left: plot.valToPos(spec.x[index]!, 'x'), top: plot.valToPos(y, 'y') });
    spoken.textContent = say(spec, index);
  });
  return figure;
}
