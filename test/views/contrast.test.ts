// WCAG AA in both themes under a spec-like host (light-dark() variables): every text and control of every view
// at 4.5:1 at least against what is behind it, measured from Chromium's computed styles. Disabled controls
// are exempt (WCAG 1.4.3); the charts' canvas is checked by chart-colours.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import type { FrameLocator } from 'playwright-core';
import { closeBrowser, openHost } from './harness.ts';
import { contrast, type Rgb } from './contrast.ts';
import { VIEW_CALLS } from './expected.ts';

afterAll(closeBrowser);

interface Sample { what: string; fg: Rgb; bg: Rgb }

/** Each visible element holding text of its own, and each enabled control: its text colour and the colour
 * behind it (the backgrounds of it and its ancestors composited, the opacities on the way applied). */
function samples(view: FrameLocator): Promise<Sample[]> {
  return view.locator('body').evaluate((body) => {
    const rgba = (text: string) => {
      const v = text.match(/[\d.]+/g)!.map(Number);
      return [v[0]!, v[1]!, v[2]!, v[3] ?? 1] as [number, number, number, number];
    };
    const over = (top: number[], under: number[], alpha: number) => top.slice(0, 3).map((c, i) => c * alpha + under[i]! * (1 - alpha));
    const behind = (e: Element): number[] => {
      const chain: Element[] = [];
      for (let n: Element | null = e; n; n = n.parentElement) chain.unshift(n);
      let colour = [255, 255, 255];
      for (const n of chain) {
        const [r, g, b, a] = rgba(getComputedStyle(n).backgroundColor);
        colour = over([r, g, b], colour, a);
      }
      return colour;
    };
    const opacity = (e: Element) => {
      let o = 1;
      for (let n: Element | null = e; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
      return o;
    };
    const out: { what: string; fg: number[]; bg: number[] }[] = [];
    for (const e of body.querySelectorAll('*')) {
      const own = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      const control = e.matches('button, select, input');
      if (!own && !control) continue;
      if (e.closest('.sr-only, canvas, [aria-hidden="true"]') || (e as HTMLButtonElement).disabled || e.closest('[hidden]')) continue;
      const box = e.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(e).visibility === 'hidden') continue;
      const bg = behind(e);
      const [r, g, b, a] = rgba(getComputedStyle(e).color);
      out.push({ what: `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.trim().replace(/\s+/g, '.')}` : ''} “${(e.textContent ?? '').trim().slice(0, 30)}”`, fg: over([r, g, b], bg, a * opacity(e)), bg });
    }
    return out;
  }) as Promise<Sample[]>;
}

describe.each(VIEW_CALLS)('$tool view, contrast', ({ tool, args }) => {
  it('every text and control at 4.5:1 or more, light and dark', async () => {
    const host = await openHost({ transport: 'stdio', era: 'modern' });
    try {
      await host.show(tool, args);
      await host.view.locator('h1').waitFor();
      for (const theme of ['light', 'dark'] as const) {
        await host.setTheme(theme);
        await expect.poll(() => host.view.locator('html').getAttribute('data-theme')).toBe(theme);
        const measured = await samples(host.view);
        expect(measured.length).toBeGreaterThan(5);
        const low = measured.map((s) => ({ what: s.what, ratio: Math.round(contrast(s.fg, s.bg) * 100) / 100 })).filter((s) => s.ratio < 4.5);
        expect(low, `${tool}, ${theme}`).toEqual([]);
      }
    } finally {
      await host.close();
    }
  });
});
