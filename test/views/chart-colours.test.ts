// The charts under a host that writes its style variables with light-dark(), as the spec recommends: the
// canvas and uPlot take only real colours, so the axis labels, the grid and the forecast's markers must be
// drawn in the colours CSS resolves, with contrast, in both themes (and with one hex per theme too).
import { afterAll, describe, expect, it } from 'vitest';
import type { Frame } from 'playwright-core';
import { closeHostPage, openHost, type ViewHost } from './harness.ts';
import { contrast, type Rgb } from './contrast.ts';
import type { HostStyles } from './host/styles.ts';

afterAll(closeHostPage);

interface Drawn {
  /** Every opaque colour of the y axis' labels, and of the plot area, with its count of pixels. */
  axis: Rgb[];
  plot: [Rgb, number][];
  /** The colours the CSS variables resolve to in the view, for comparison. */
  resolved: Record<string, Rgb>;
}

/** Reads the chart's canvas pixel by pixel: the y axis left of the plot, and the plot area. */
function drawn(view: Frame, variables: string[]): Promise<Drawn> {
  return view.locator('.chart canvas').evaluate((canvas, names) => {
    const rgb = (text: string): [number, number, number] =>
      text
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number) as [number, number, number];
    const probe = (name: string) => {
      const span = document.createElement('span');
      span.style.color = `var(${name})`;
      document.body.append(span);
      const value = rgb(getComputedStyle(span).color);
      span.remove();
      return value;
    };
    const c = canvas as HTMLCanvasElement;
    const ratio = c.width / c.clientWidth;
    const over = c.parentElement!.querySelector<HTMLElement>('.u-over')!;
    const left = Math.round(over.offsetLeft * ratio);
    const top = Math.round(over.offsetTop * ratio);
    const width = Math.round(over.offsetWidth * ratio);
    const height = Math.round(over.offsetHeight * ratio);
    const ctx = c.getContext('2d')!;
    const opaque = (x: number, y: number, w: number, h: number) => {
      const data = ctx.getImageData(x, y, w, h).data;
      const counts = new Map<string, number>();
      for (let i = 0; i < data.length; i += 4)
        if (data[i + 3] === 255)
          counts.set(`${data[i]},${data[i + 1]},${data[i + 2]}`, (counts.get(`${data[i]},${data[i + 1]},${data[i + 2]}`) ?? 0) + 1);
      return [...counts].map(([key, n]) => [key.split(',').map(Number), n] as [[number, number, number], number]);
    };
    return {
      axis: opaque(0, top, left, height).map(([colour]) => colour),
      plot: opaque(left, top, width, height),
      resolved: Object.fromEntries(names.map((n) => [n, probe(n)])),
    };
  }, variables);
}

const near = (a: Rgb, b: Rgb) => a.every((v, i) => Math.abs(v - b[i]!) <= 2);
const has = (d: Drawn, name: string) => d.plot.some(([c]) => near(c, d.resolved[name]!));

const CHARTS = [
  { tool: 'get_net_worth_trend', args: { plan_id: 'demo-budget', months_count: 12 } },
  { tool: 'get_spending_trends', args: { plan_id: 'demo-budget', months_count: 6 } },
  {
    tool: 'forecast_balance',
    args: { plan_id: 'demo-budget', until: '2027-03', one_offs: [{ date: '2026-12-10', amount: -9500, label: 'Roof repair' }] },
  },
];

async function check(host: ViewHost, tool: string) {
  const d = await drawn(host.view, ['--fg-2', '--line', '--danger', '--success']);
  // The canvas and the view are transparent: behind them is the host page's background.
  const background = await host.backdrop();
  // The axis labels: anti-aliased text, whose most contrasting pixel is the label's colour.
  expect(Math.max(...d.axis.map((c) => contrast(c, background))), `${tool}: axis labels`).toBeGreaterThanOrEqual(4.5);
  expect(
    d.axis.some((c) => near(c, d.resolved['--fg-2']!)),
    `${tool}: axis labels in --fg-2`,
  ).toBe(true);
  if (tool !== 'get_spending_trends') expect(has(d, '--line'), `${tool}: the grid in --line`).toBe(true);
  if (tool === 'forecast_balance') {
    expect(has(d, '--danger'), 'forecast: ▼ markers and the zero line in --danger').toBe(true);
    expect(has(d, '--success'), 'forecast: ▲ markers in --success').toBe(true);
  }
}

describe.each<HostStyles>(['light-dark', 'hex'])('chart colours, host variables as %s', (styles) => {
  it.each(CHARTS)('$tool: axis labels, grid and markers in real colours with contrast, light and dark', async ({ tool, args }) => {
    const host = await openHost({ transport: 'in-process', era: 'modern', styles });
    try {
      await host.show(tool, args);
      await host.view.locator('.chart canvas').waitFor();
      await check(host, tool);
      await host.setTheme('dark');
      await expect.poll(() => host.view.locator('html').getAttribute('data-theme')).toBe('dark');
      await check(host, tool);
    } finally {
      await host.close();
    }
  });
});
