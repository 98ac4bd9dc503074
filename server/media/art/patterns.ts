// Repeating SVG patterns of Macao's surfaces: azulejo tiles, calçada waves and diamonds, lattice windows, roof scales.

export const PATTERNS = ['azulejo', 'star', 'lattice', 'scales', 'waves', 'diamonds'] as const;
export type PatternName = (typeof PATTERNS)[number];

/** `ink` draws on `ground`; `s` is the tile size in user units. */
type Draw = (ink: string, ground: string, s: number) => { w: number; h: number; body: string };

const DRAW: Record<PatternName, Draw> = {
  azulejo: (ink, ground, s) => {
    const h = s / 2,
      q = s / 4,
      e = s * 0.11;
    const petal = (r: number): string => `<ellipse cx="${h}" cy="${h - q * 0.62}" rx="${e}" ry="${q * 0.62}" transform="rotate(${r} ${h} ${h})"/>`;
    return {
      w: s,
      h: s,
      body:
        `<rect width="${s}" height="${s}" fill="${ground}"/><g fill="${ink}">` +
        [0, s].flatMap((x) => [0, s].map((y) => `<circle cx="${x}" cy="${y}" r="${q}"/>`)).join('') +
        [0, 90, 180, 270].map(petal).join('') +
        `</g><g fill="${ground}">` +
        [0, s].flatMap((x) => [0, s].map((y) => `<circle cx="${x}" cy="${y}" r="${q * 0.55}"/>`)).join('') +
        `<circle cx="${h}" cy="${h}" r="${s * 0.06}"/></g>` +
        `<g fill="${ink}"><circle cx="${h}" cy="${h}" r="${s * 0.03}"/>` +
        [0, s].flatMap((x) => [0, s].map((y) => `<circle cx="${x}" cy="${y}" r="${q * 0.25}"/>`)).join('') +
        `</g><path d="M${h} 0V${s * 0.06}M${h} ${s}V${s * 0.94}M0 ${h}H${s * 0.06}M${s} ${h}H${s * 0.94}" stroke="${ink}" stroke-width="${s * 0.02}"/>`,
    };
  },
  star: (ink, ground, s) => {
    const h = s / 2,
      o = s * 0.36,
      i = s * 0.16;
    const pts = Array.from({ length: 16 }, (_, k) => {
      const a = (Math.PI / 8) * k,
        r = k % 2 ? i : o;
      return `${(h + r * Math.sin(a)).toFixed(1)},${(h - r * Math.cos(a)).toFixed(1)}`;
    }).join(' ');
    return {
      w: s,
      h: s,
      body:
        `<rect width="${s}" height="${s}" fill="${ground}"/><polygon points="${pts}" fill="${ink}"/>` +
        `<circle cx="${h}" cy="${h}" r="${s * 0.08}" fill="${ground}"/>` +
        `<path d="M0 0L${s * 0.14} 0 0 ${s * 0.14}ZM${s} 0L${s * 0.86} 0 ${s} ${s * 0.14}ZM0 ${s}L${s * 0.14} ${s} 0 ${s * 0.86}ZM${s} ${s}L${s * 0.86} ${s} ${s} ${s * 0.86}Z" fill="${ink}"/>`,
    };
  },
  lattice: (ink, ground, s) => {
    const a = s * 0.22,
      b = s * 0.78,
      m = s / 2,
      k = s * 0.12;
    return {
      w: s,
      h: s,
      body:
        `<rect width="${s}" height="${s}" fill="${ground}"/>` +
        `<path d="M${a} ${a}H${b}V${b}H${a}ZM${m} 0V${a}M${m} ${s}V${b}M0 ${m}H${a}M${s} ${m}H${b}M${m - k} ${m - k}H${m + k}V${m + k}H${m - k}ZM${a} ${a}L${m - k} ${m - k}M${b} ${b}L${m + k} ${m + k}M${b} ${a}L${m + k} ${m - k}M${a} ${b}L${m - k} ${m + k}" fill="none" stroke="${ink}" stroke-width="${s * 0.05}"/>`,
    };
  },
  scales: (ink, ground, s) => {
    const h = s / 2;
    return {
      w: s,
      h: h,
      body:
        `<rect width="${s}" height="${h}" fill="${ground}"/>` +
        `<path d="M0 ${h}A${h} ${h} 0 0 1 ${s} ${h}M${-h} 0A${h} ${h} 0 0 1 ${h} 0A${h} ${h} 0 0 1 ${s + h} 0" fill="none" stroke="${ink}" stroke-width="${s * 0.06}"/>` +
        `<circle cx="${h}" cy="${h * 0.62}" r="${s * 0.05}" fill="${ink}"/>`,
    };
  },
  waves: (ink, ground, s) => {
    const w = s * 1.6,
      t = s * 0.24,
      y = s * 0.18;
    return {
      w,
      h: s,
      body:
        `<rect width="${w}" height="${s}" fill="${ground}"/>` +
        `<path d="M0 ${y + t}C${w * 0.25} ${y - t} ${w * 0.25} ${y - t} ${w / 2} ${y + t * 0.2}S${w * 0.75} ${y + t * 2.2} ${w} ${y + t}V${y + t * 2.2}C${w * 0.75} ${y + t * 3.4} ${w * 0.75} ${y + t * 3.4} ${w / 2} ${y + t * 1.4}S${w * 0.25} ${y - t * 0.2} 0 ${y + t * 2.2}Z" fill="${ink}"/>`,
    };
  },
  diamonds: (ink, ground, s) => {
    const h = s / 2;
    return {
      w: s,
      h: s,
      body:
        `<rect width="${s}" height="${s}" fill="${ground}"/>` +
        `<path d="M${h} ${s * 0.1}L${s * 0.9} ${h}L${h} ${s * 0.9}L${s * 0.1} ${h}Z" fill="none" stroke="${ink}" stroke-width="${s * 0.06}"/>` +
        `<path d="M${h} ${s * 0.32}L${s * 0.68} ${h}L${h} ${s * 0.68}L${s * 0.32} ${h}Z" fill="${ink}"/>`,
    };
  },
};

/** A `<pattern>` element with user-space tiles, so patterns line up across the whole picture. */
export function patternDef(id: string, name: PatternName, ink: string, ground: string, s: number, rotate = 0): string {
  const { w, h, body } = DRAW[name](ink, ground, s);
  const tr = rotate ? ` patternTransform="rotate(${rotate})"` : '';
  return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${tr}>${body}</pattern>`;
}
