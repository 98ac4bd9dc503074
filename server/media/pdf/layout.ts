// Lays out the guide PDFs on A4: a title page with an azulejo band, then flowing text pages with headings and page numbers.
import { BRAND_COLOURS as B } from '#shared/brand';
import { latinOnly, pdfString, textWidth, type FontName } from './winansi';

export const PAGE = { w: 595, h: 842, margin: 56 } as const;

const COLORS = {
  blue: B.primary,
  deep: B['primary-deep'],
  tint: B['primary-tint'],
  red: B.lantern,
  gold: B.gold,
  ink: B.ink,
  paper: B.canvas,
  /** Small print, a shade lighter than the app's muted ink so it reads on the printed page's blue band too. */
  muted: '#5A6472',
};

const rgb = (hex: string): string => {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => (c / 255).toFixed(3)).join(' ');
};
const fill = (hex: string): string => `${rgb(hex)} rg\n`;
const f2 = (v: number): string => (Math.round(v * 100) / 100).toString();
const rect = (x: number, y: number, w: number, h: number, hex: string): string => `${fill(hex)}${f2(x)} ${f2(y)} ${f2(w)} ${f2(h)} re f\n`;

/** A filled circle from four Bézier arcs. */
function circle(cx: number, cy: number, r: number, hex: string): string {
  const k = r * 0.5523;
  return (
    `${fill(hex)}${f2(cx + r)} ${f2(cy)} m ${f2(cx + r)} ${f2(cy + k)} ${f2(cx + k)} ${f2(cy + r)} ${f2(cx)} ${f2(cy + r)} c ` +
    `${f2(cx - k)} ${f2(cy + r)} ${f2(cx - r)} ${f2(cy + k)} ${f2(cx - r)} ${f2(cy)} c ${f2(cx - r)} ${f2(cy - k)} ${f2(cx - k)} ${f2(cy - r)} ${f2(cx)} ${f2(cy - r)} c ` +
    `${f2(cx + k)} ${f2(cy - r)} ${f2(cx + r)} ${f2(cy - k)} ${f2(cx + r)} ${f2(cy)} c f\n`
  );
}

const FONT_KEY: Record<FontName, string> = { Helvetica: 'F1', 'Helvetica-Bold': 'F2' };

function text(x: number, y: number, s: string, font: FontName, size: number, hex: string): string {
  return `BT /${FONT_KEY[font]} ${size} Tf ${fill(hex).trim()} ${f2(x)} ${f2(y)} Td ${pdfString(s, font)} Tj ET\n`;
}

/** Greedy word wrap by glyph widths; a word longer than the line is split by characters. */
export function wrap(s: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of latinOnly(s, font).split(' ').filter(Boolean)) {
    const next = cur ? `${cur} ${word}` : word;
    if (textWidth(next, font, size) <= width) cur = next;
    else {
      if (cur) lines.push(cur);
      let w = word;
      while (textWidth(w, font, size) > width) {
        let i = w.length - 1;
        while (i > 1 && textWidth(w.slice(0, i), font, size) > width) i--;
        lines.push(w.slice(0, i));
        w = w.slice(i);
      }
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

/** One azulejo tile: blue quatrefoil with corner quarter-circles on white. */
function tile(x: number, y: number, s: number): string {
  const h = s / 2;
  // Clip to the tile so the corner circles do not spill over the neighbouring band.
  let out = `q ${f2(x)} ${f2(y)} ${f2(s)} ${f2(s)} re W n\n` + rect(x, y, s, s, '#FFFFFF');
  for (const [cx, cy] of [
    [x, y],
    [x + s, y],
    [x, y + s],
    [x + s, y + s],
  ] as const)
    out += circle(cx, cy, s * 0.25, COLORS.blue);
  for (const [dx, dy] of [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ] as const)
    out += circle(x + h + dx * s * 0.17, y + h + dy * s * 0.17, s * 0.13, COLORS.blue);
  return out + circle(x + h, y + h, s * 0.07, '#FFFFFF') + circle(x + h, y + h, s * 0.035, COLORS.gold) + 'Q\n';
}

/** A street of pastel colonial façades standing on the baseline y. */
function facades(y: number): string {
  const tints = [B.ochre, B.rose, B.mint, '#F3E6C8', B.ochre, B.rose];
  let out = '';
  let x = 20;
  tints.forEach((tint, i) => {
    const w = 80 + (i % 3) * 8,
      hgt = 96 + ((i * 37) % 40);
    out += rect(x, y, w, hgt, tint) + rect(x - 3, y + hgt, w + 6, 5, '#FFFFFF');
    out += `${fill(tint)}${f2(x)} ${f2(y + hgt + 5)} m ${f2(x + w / 2)} ${f2(y + hgt + 30)} l ${f2(x + w)} ${f2(y + hgt + 5)} l f\n`;
    for (const fx of [x + w * 0.22, x + w * 0.62]) out += rect(fx, y + hgt - 50, w * 0.16, 30, COLORS.deep);
    out += rect(x + w / 2 - 10, y, 20, 40, COLORS.deep) + circle(x + w / 2, y + 40, 10, COLORS.deep);
    x += w + 6;
  });
  return out;
}

function waves(y: number, hex: string): string {
  let d = `${f2(0)} ${f2(y)} m `;
  for (let x = 0; x < PAGE.w; x += 60) d += `${f2(x + 15)} ${f2(y + 10)} ${f2(x + 45)} ${f2(y - 10)} ${f2(x + 60)} ${f2(y)} c `;
  return `${rgb(hex)} RG 2 w ${d}S\n`;
}

export function titlePage(title: string, subtitle: string | undefined): string {
  const { w, h, margin } = PAGE;
  const band = 470;
  let out = rect(0, 0, w, h, COLORS.paper) + rect(0, h - band, w, band, COLORS.blue);
  const s = w / 7;
  for (let i = 0; i < 7; i++) out += tile(i * s, h - band - s, s);
  out += rect(0, h - band - s - 6, w, 6, COLORS.red) + rect(0, h - band - s - 12, w, 3, COLORS.gold);
  out += circle(w - 110, h - 110, 46, COLORS.gold) + circle(w - 110, h - 110, 36, COLORS.blue) + circle(w - 110, h - 110, 12, COLORS.gold);
  let y = h - 190;
  for (const line of wrap(title, 'Helvetica-Bold', 34, w - 2 * margin - 40)) {
    out += text(margin, y, line, 'Helvetica-Bold', 34, '#FFFFFF');
    y -= 40;
  }
  out += rect(margin, y + 14, 60, 4, COLORS.gold);
  y -= 18;
  for (const line of subtitle ? wrap(subtitle, 'Helvetica', 16, w - 2 * margin) : []) {
    out += text(margin, y, line, 'Helvetica', 16, COLORS.tint);
    y -= 22;
  }
  out += facades(104) + rect(0, 92, w, 12, '#D9D2C5');
  for (let i = 0; i < 4; i++) out += waves(24 + i * 16, i % 2 ? COLORS.blue : COLORS.ink);
  return out;
}

export interface TextPage {
  heading: string;
  paragraphs: string[];
}

/** Flows the sections over as many pages as they need; returns each page's content stream. */
export function textPages(sections: TextPage[]): string[] {
  const { w, h, margin } = PAGE;
  const width = w - 2 * margin;
  const top = h - 80;
  const bottom = 72;
  const pages: string[] = [];
  let cur = '';
  let y = top;
  const newPage = (): void => {
    if (cur) pages.push(cur);
    cur = rect(0, h - 22, w, 22, COLORS.blue) + rect(0, h - 26, w, 4, COLORS.red) + waves(40, COLORS.tint);
    y = top;
  };
  newPage();
  for (const section of sections) {
    const head = wrap(section.heading, 'Helvetica-Bold', 20, width);
    if (y - head.length * 26 - 40 < bottom && y !== top) newPage();
    for (const line of head) {
      cur += text(margin, y, line, 'Helvetica-Bold', 20, COLORS.deep);
      y -= 26;
    }
    cur += rect(margin, y + 12, 40, 3, COLORS.gold);
    y -= 14;
    for (const p of section.paragraphs) {
      for (const line of wrap(p, 'Helvetica', 11, width)) {
        if (y < bottom) newPage();
        cur += text(margin, y, line, 'Helvetica', 11, COLORS.ink);
        y -= 16;
      }
      y -= 8;
    }
    y -= 18;
  }
  pages.push(cur);
  return pages.map((p, i) => {
    const n = String(i + 2);
    return p + text((w - textWidth(n, 'Helvetica', 9)) / 2, 28, n, 'Helvetica', 9, COLORS.muted);
  });
}
