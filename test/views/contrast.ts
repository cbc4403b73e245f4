// WCAG 2 contrast between two sRGB colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), and what of a
// view, as shown, falls below AA.
import type { Frame } from 'playwright-core';
import type { ViewHost } from './harness.ts';
export type Rgb = readonly [number, number, number] | number[];

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
export const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface Sample {
  what: string;
  fg: Rgb;
  bg: Rgb;
}

/** Each visible element holding text of its own, and each enabled control: its text colour and the colour
 * behind it (the host page's background, behind the view's transparent frame, then the backgrounds of the
 * element and its ancestors composited, the opacities on the way applied). */
export function samples(view: Frame, page: number[]): Promise<Sample[]> {
  return view.locator('body').evaluate((body, page) => {
    const rgba = (text: string) => {
      const v = text.match(/[\d.]+/g)!.map(Number);
      return [v[0]!, v[1]!, v[2]!, v[3] ?? 1] as [number, number, number, number];
    };
    const over = (top: number[], under: number[], alpha: number) => top.slice(0, 3).map((c, i) => c * alpha + under[i]! * (1 - alpha));
    const behind = (e: Element): number[] => {
      const chain: Element[] = [];
      for (let n: Element | null = e; n; n = n.parentElement) chain.unshift(n);
      let colour = page;
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
      out.push({
        what: `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.trim().replace(/\s+/g, '.')}` : ''} “${(e.textContent ?? '').trim().slice(0, 30)}”`,
        fg: over([r, g, b], bg, a * opacity(e)),
        bg,
      });
    }
    return out;
  }, page) as Promise<Sample[]>;
}

/** What of the view as it is now falls below 4.5:1, in the light theme and the dark (the host ends in light). */
export async function unreadable(host: ViewHost): Promise<{ theme: string; what: string; ratio: number }[]> {
  const low: { theme: string; what: string; ratio: number }[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await host.setTheme(theme);
    await host.view.locator(`html[data-theme="${theme}"]`).waitFor();
    const measured = await samples(host.view, await host.backdrop());
    if (measured.length < 5) low.push({ theme, what: `only ${measured.length} elements measured`, ratio: 0 });
    for (const s of measured) {
      const ratio = Math.round(contrast(s.fg, s.bg) * 100) / 100;
      if (ratio < 4.5) low.push({ theme, what: s.what, ratio });
    }
  }
  await host.setTheme('light');
  return low;
}
