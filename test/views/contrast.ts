// WCAG 2 contrast between two sRGB colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
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
