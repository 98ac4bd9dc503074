// The brand's colours (DESIGN.md), the one source for the app's tokens, the map overlays, the artwork, the PDFs,
// the icons and the page's theme colour.

export const BRAND_COLOURS = {
  primary: '#1D4E89',
  'primary-deep': '#133A68',
  'primary-tint': '#E8F0FA',
  lantern: '#C8102E',
  'lantern-deep': '#9E0B23',
  'lantern-tint': '#FCE8EA',
  gold: '#C9A227',
  'gold-deep': '#7A5F0E',
  ochre: '#E3B04B',
  rose: '#E8A5A0',
  mint: '#9FD3C7',
  jade: '#2E7D6B',
  sea: '#2B7A9E',
  ink: '#1A2230',
  'ink-muted': '#4A5566',
  line: '#DCD5C9',
  surface: '#FFFFFF',
  canvas: '#FAF7F2',
  'canvas-deep': '#F1EBE0',
  focus: '#0B63CE',
} as const;

export type BrandColour = keyof typeof BRAND_COLOURS;
