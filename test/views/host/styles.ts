// The host's style variables. 'light-dark': one value per variable, light-dark(light, dark), as the spec
// recommends; the theme only switches color-scheme (applyDocumentTheme). 'hex': one plain colour per theme.
// The colours are AA on their backgrounds, as a real host's are: the views' own colours are what is tested.
export type HostStyles = 'light-dark' | 'hex';

const PAIRS: Record<string, [light: string, dark: string]> = {
  '--color-background-primary': ['#ffffff', '#1c1c1f'],
  '--color-background-secondary': ['#f5f5f4', '#262624'],
  '--color-text-primary': ['#1a1a1a', '#f2f2f2'],
  '--color-text-secondary': ['#57534e', '#a8a29e'],
  '--color-text-danger': ['#b91c1c', '#f87171'],
  '--color-text-success': ['#166534', '#4ade80'],
  '--color-border-primary': ['#d6d3d1', '#44403c'],
  '--color-ring-primary': ['#2563eb', '#60a5fa'],
};

export function hostVariables(styles: HostStyles, theme: 'light' | 'dark'): Record<string, string> {
  const colours = Object.fromEntries(
    Object.entries(PAIRS).map(([name, [light, dark]]) => [
      name,
      styles === 'light-dark' ? `light-dark(${light}, ${dark})` : theme === 'dark' ? dark : light,
    ]),
  );
  return { ...colours, '--font-sans': 'DejaVu Sans, sans-serif' };
}
