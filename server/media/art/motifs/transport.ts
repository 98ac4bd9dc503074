// Motifs of getting around and public services: rail, bus, ferry, airport, border, hotel, office and signage.

import { mix } from '../color';
import { arch, circle, dashes, ellipse, g, line, path, poly, rect, spread, type MotifDef } from './shapes';

export const lrt: MotifDef = {
  draw: ({ c }) => {
    const concrete = mix(c.light, c.deep, 0.2);
    const glass = mix(c.deep, c.skyTop, 0.15);
    const car = (x: number): string =>
      path(`M${x} 236H${x + 190}Q${x + 226} 236 ${x + 232} 300V318H${x}Z`, c.light) +
      rect(x + 12, 250, 160, 30, glass, 5) +
      path(`M${x + 188} 250Q${x + 212} 250 ${x + 222} 282H${x + 188}Z`, glass) +
      rect(x, 296, 232, 10, c.accent) +
      rect(x + 60, 284, 30, 34, mix(c.light, c.deep, 0.12));
    return (
      spread(-760, 1160, 7)
        .map((x) => path(`M${x - 16} 400V346H${x + 16}V400Z`, concrete))
        .join('') +
      rect(-1200, 326, 2800, 26, concrete) +
      rect(-1200, 318, 2800, 8, mix(concrete, c.deep, 0.3)) +
      car(-160) +
      car(80) +
      line('M-1200 226H1600', c.deep, 2, ' opacity=".4"')
    );
  },
};

export const bus: MotifDef = {
  draw: ({ c }) => {
    const body = c.body === '#FFFFFF' ? c.light : c.body;
    return (
      rect(20, 210, 360, 150, body, 22) +
      rect(20, 300, 360, 18, c.accent) +
      rect(40, 230, 230, 56, c.deep, 6) +
      dashes(40, 270, 230, 56, 52, 6, mix(c.skyTop, c.light, 0.4)) +
      rect(290, 230, 70, 110, c.deep, 6) +
      rect(296, 236, 28, 98, mix(c.skyTop, c.light, 0.4)) +
      rect(330, 236, 24, 98, mix(c.skyTop, c.light, 0.4)) +
      circle(100, 362, 30, c.deep) +
      circle(100, 362, 12, c.light) +
      circle(300, 362, 30, c.deep) +
      circle(300, 362, 12, c.light) +
      rect(370, 330, 12, 14, c.gold, 3) +
      rect(60, 196, 120, 16, c.deep, 6)
    );
  },
};

export const ferry: MotifDef = {
  ground: 'water',
  draw: ({ c }) => {
    const hull = c.body === '#FFFFFF' ? c.light : mix(c.light, c.body, 0.4);
    return (
      path('M10 300H330Q380 300 396 330L380 350H30Z', hull) +
      rect(10, 326, 370, 12, c.accent) +
      path('M70 300L100 250H280Q320 250 330 300Z', hull) +
      dashes(100, 300, 266, 18, 18, 8, c.deep) +
      rect(140, 230, 60, 22, hull, 6) +
      rect(150, 214, 8, 18, c.deep) +
      line('M60 350L40 380M320 350L340 380', c.deep, 6) +
      rect(20, 378, 90, 6, c.deep) +
      rect(290, 378, 90, 6, c.deep) +
      path('M-60 380Q-20 350 10 360Q-10 380 -60 380Z', c.light, ' opacity=".8"')
    );
  },
};

export const airport: MotifDef = {
  draw: ({ c }) => {
    const white = mix(c.light, c.skyTop, 0.2);
    return (
      rect(40, 200, 30, 200, mix(white, c.deep, 0.15)) +
      path('M20 160H90L80 204H30Z', c.deep) +
      rect(26, 150, 58, 10, mix(white, c.deep, 0.2)) +
      rect(100, 330, 300, 70, white) +
      dashes(110, 390, 344, 24, 30, 8, c.deep) +
      rect(100, 324, 300, 8, c.accent) +
      g(
        'rotate(-16 260 180)',
        rect(150, 170, 240, 34, white, 17) +
          path('M380 172L410 120H430L412 186Z', c.accent) +
          path('M240 190L180 260H214L300 196Z', mix(white, c.deep, 0.15)) +
          path('M250 176L210 120H236L300 176Z', mix(white, c.deep, 0.25)) +
          dashes(190, 350, 180, 8, 8, 8, c.deep) +
          path('M150 187Q150 170 170 170V204Q150 204 150 187Z', c.deep),
      )
    );
  },
};

export const border: MotifDef = {
  draw: ({ c }) => {
    const stone = mix(c.body, c.light, 0.35);
    return (
      rect(20, 260, 100, 140, mix(stone, c.deep, 0.1)) +
      rect(280, 260, 100, 140, mix(stone, c.deep, 0.1)) +
      rect(110, 160, 180, 240, stone) +
      rect(100, 150, 200, 16, c.light) +
      poly([130, 150, 200, 104, 270, 150], stone) +
      circle(200, 132, 12, c.accent) +
      arch(150, 230, 100, 170, c.deep) +
      arch(164, 246, 72, 154, mix(c.skyBottom, c.deep, 0.2)) +
      rect(110, 220, 180, 8, c.light) +
      rect(300, 330, 10, 70, c.deep) +
      rect(60, 322, 250, 12, c.light) +
      dashes(60, 310, 322, 12, 20, 20, c.accent)
    );
  },
};

export const hotel: MotifDef = {
  night: 0.4,
  draw: ({ c, rng }) => {
    const glass = mix(c.body, c.deep, 0.25);
    const lit = c.night ? '#FFE7A3' : mix(c.skyTop, c.light, 0.4);
    const floors = 8 + rng.int(4);
    const rows = Array.from({ length: floors }, (_, i) => dashes(120, 280, 80 + i * (250 / floors), 14, 14, 8, lit)).join('');
    return (
      rect(40, 260, 80, 140, mix(glass, c.light, 0.3)) +
      rect(280, 230, 90, 170, mix(glass, c.light, 0.3)) +
      path('M110 70Q200 30 290 70V400H110Z', glass) +
      rows +
      dashes(50, 110, 280, 100, 12, 8, lit) +
      dashes(290, 360, 250, 130, 12, 8, lit) +
      path('M150 352H250L266 372H134Z', c.gold) +
      rect(170, 372, 60, 28, c.deep) +
      rect(196, 30, 8, 30, c.gold)
    );
  },
};

export const office: MotifDef = {
  draw: ({ c, pastel }) => {
    const wall = pastel[0]!;
    return (
      rect(60, 170, 280, 230, wall) +
      rect(52, 160, 296, 14, c.light) +
      rect(60, 280, 280, 6, c.light) +
      spread(90, 310, 5)
        .map((x) => rect(x - 14, 196, 28, 60, c.deep) + rect(x - 14, 300, 28, 60, c.deep))
        .join('') +
      rect(170, 300, 60, 100, c.deep) +
      rect(176, 306, 48, 94, mix(c.deep, c.light, 0.25)) +
      rect(198, 60, 4, 102, c.deep) +
      path('M202 64H262V104H202Z', c.accent) +
      circle(232, 84, 9, c.gold) +
      poly([120, 160, 200, 120, 280, 160], wall)
    );
  },
};

/** A standing sign board with a white pictogram. */
const sign = (c: { deep: string; tile: string; light: string }, pictogram: string): string =>
  rect(192, 250, 16, 150, c.deep) +
  rect(90, 50, 220, 220, c.tile, 36) +
  rect(102, 62, 196, 196, 'none', 28).replace('fill="none"', `fill="none" stroke="${c.light}" stroke-width="4"`) +
  pictogram;

export const wifi: MotifDef = {
  draw: ({ c }) =>
    sign(
      c,
      [40, 74, 108]
        .map((r) =>
          path(
            `M${200 - r * 0.72} ${212 - r * 0.72}A${r} ${r} 0 0 1 ${200 + r * 0.72} ${212 - r * 0.72}`,
            'none',
            ` stroke="${c.light}" stroke-width="18" stroke-linecap="round"`,
          ),
        )
        .join('') + circle(200, 212, 14, c.light),
    ),
};

export const info: MotifDef = {
  draw: ({ c }) => sign(c, circle(200, 104, 18, c.light) + path('M176 140H212V220H226V236H174V220H188V156H176Z', c.light)),
};

export const toilet: MotifDef = {
  draw: ({ c }) =>
    sign(
      c,
      circle(150, 98, 16, c.light) +
        path('M128 122H172V180H164V234H136V180H128Z', c.light) +
        rect(197, 86, 6, 150, c.light) +
        circle(250, 98, 16, c.light) +
        path('M234 122H266L284 190H268V234H232V190H216Z', c.light),
    ),
};

export const nursing: MotifDef = {
  draw: ({ c }) =>
    sign(
      c,
      path('M188 74Q200 56 212 74V96H188Z', c.light) +
        rect(178, 96, 44, 16, c.light, 4) +
        rect(172, 118, 56, 120, c.light, 16) +
        line('M182 150H198M182 176H198M182 202H198', c.tile, 5),
    ),
};

export const brochure: MotifDef = {
  draw: ({ c }) => {
    const paper = c.light;
    const panel = (x: number, tilt: number, col: string): string =>
      path(`M${x} ${120 + tilt}L${x + 100} ${120 - tilt}V${380 - tilt}L${x} ${380 + tilt}Z`, paper) +
      path(`M${x + 12} ${136 + tilt * 0.8}L${x + 88} ${136 - tilt * 0.8}V${220 - tilt * 0.8}L${x + 12} ${220 + tilt * 0.8}Z`, col) +
      line(`M${x + 12} ${250}H${x + 88}M${x + 12} ${270}H${x + 80}M${x + 12} ${290}H${x + 88}M${x + 12} ${310}H${x + 70}`, mix(paper, c.deep, 0.3), 6);
    return (
      ellipse(200, 392, 170, 10, c.deep, ' opacity=".2"') +
      panel(50, 12, c.tile) +
      panel(150, -12, c.accent) +
      panel(250, 12, mix(c.gold, c.body, 0.3)) +
      circle(200, 166, 16, c.gold)
    );
  },
};

export const calendar: MotifDef = {
  draw: ({ c, rng }) => {
    const mark = rng.int(28);
    const cells = Array.from({ length: 28 }, (_, i) => {
      const x = 84 + (i % 7) * 36,
        y = 192 + Math.floor(i / 7) * 42;
      return i === mark ? circle(x + 12, y + 12, 18, c.accent) : rect(x, y, 24, 24, mix(c.light, c.tile, 0.25), 4);
    }).join('');
    return (
      rect(60, 100, 280, 300, c.light, 18) +
      path('M60 118Q60 100 78 100H322Q340 100 340 118V170H60Z', c.tile) +
      [120, 200, 280].map((x) => rect(x - 6, 80, 12, 44, c.deep, 6)).join('') +
      cells
    );
  },
};

export const harbour: MotifDef = {
  ground: 'water',
  draw: ({ c }) => {
    const sail = c.accent;
    const batten = mix(sail, c.deep, 0.4);
    const junk = (x: number, h: number, w: number): string =>
      path(`M${x} ${330 - h}Q${x + w * 0.6} ${330 - h * 0.9} ${x + w} ${330 - h * 0.5}L${x + w * 0.9} 320H${x}Z`, sail) +
      spread(330 - h + 20, 310, 5)
        .map((y) => line(`M${x} ${y}H${x + w * 0.94}`, batten, 3))
        .join('') +
      rect(x - 4, 320 - h - 10, 5, h + 20, c.deep);
    return (
      ellipse(200, 356, 200, 10, c.deep, ' opacity=".2"') +
      junk(110, 230, 120) +
      junk(230, 170, 100) +
      junk(40, 150, 70) +
      path('M0 320H380Q370 350 340 356H40Q10 350 0 320Z', mix(c.deep, '#6B3A1E', 0.5)) +
      path('M380 320L400 300L392 326Z', mix(c.deep, '#6B3A1E', 0.5)) +
      dashes(20, 360, 330, 6, 10, 10, c.gold)
    );
  },
};
