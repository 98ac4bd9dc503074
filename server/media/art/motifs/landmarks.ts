// Motifs of tall landmarks and rooms of books: the Macau Tower, Guia lighthouse, libraries.

import { mix } from '../color';
import { arch, circle, cross, dashes, ellipse, g, line, path, poly, rect, spread, type MotifDef } from './shapes';

export const tower: MotifDef = {
  night: 0.3,
  draw: ({ c }) => {
    const body = mix(c.light, c.body, 0.25);
    const dark = mix(c.deep, c.body, 0.2);
    return (
      rect(198, -6, 4, 70, dark) +
      path('M190 60H210L216 372H184Z', body) +
      path('M200 60H210L216 372H200Z', mix(body, c.deep, 0.15)) +
      path('M150 372L184 300H216L250 372Z', body) +
      rect(120, 360, 160, 40, mix(body, c.deep, 0.2)) +
      dashes(124, 276, 372, 10, 10, 6, c.light) +
      ellipse(200, 150, 62, 12, dark) +
      rect(146, 116, 108, 34, body, 14) +
      dashes(152, 248, 124, 12, 6, 3, c.deep) +
      ellipse(200, 116, 48, 8, dark) +
      rect(164, 92, 72, 24, body, 10) +
      rect(174, 160, 52, 18, body, 8) +
      circle(200, 0, 4, c.accent)
    );
  },
};

export const lighthouse: MotifDef = {
  night: 0.45,
  draw: ({ c, green }) => {
    const white = c.night ? mix(c.light, c.body, 0.2) : c.light;
    const beams = c.night ? poly([200, 118, -60, 40, -60, 150], c.light, ' opacity=".3"') + poly([200, 118, 460, 40, 460, 150], c.light, ' opacity=".3"') : '';
    return (
      path('M-40 400Q60 300 200 300Q340 300 440 400Z', green) +
      beams +
      path('M170 312L180 150H220L230 312Z', white) +
      path('M200 150H220L230 312H200Z', mix(white, c.deep, 0.12)) +
      rect(168, 144, 64, 10, c.deep) +
      rect(180, 112, 40, 32, c.night ? '#FFD66B' : c.gold) +
      dashes(180, 220, 112, 32, 3, 9, c.deep) +
      path('M176 114Q200 78 224 114Z', c.accent) +
      rect(198, 76, 4, 14, c.deep) +
      rect(186, 250, 28, 40, c.deep, 14) +
      rect(230, 252, 86, 60, c.body) +
      poly([224, 254, 273, 220, 322, 254], c.body) +
      line('M224 254L273 220L322 254', c.light, 5) +
      cross(273, 198, 22, c.deep) +
      arch(262, 270, 22, 42, c.deep)
    );
  },
};

export const library: MotifDef = {
  draw: ({ c, rng, pastel }) => {
    const wood = mix(c.deep, '#6B3A1E', 0.4);
    const spines = [c.accent, c.tile, c.gold, ...pastel.slice(0, 3), mix(c.body, c.deep, 0.3)];
    let books = '';
    for (const y of [150, 230, 310]) {
      let x = 96;
      while (x < 296) {
        const w = 10 + rng.int(12),
          h = 48 + rng.int(22);
        if (x + w > 304) break;
        books += rect(x, y + 70 - h, w, h, spines[rng.int(spines.length)]!, 2);
        x += w + 2;
      }
    }
    return (
      arch(60, 40, 280, 360, c.body) +
      arch(80, 60, 240, 340, wood) +
      arch(92, 72, 216, 310, mix(wood, c.deep, 0.4)) +
      books +
      [220, 300, 380].map((y) => rect(86, y, 228, 10, wood)).join('') +
      circle(200, 112, 22, c.gold) +
      circle(200, 112, 12, mix(wood, c.deep, 0.4)) +
      g(
        'rotate(-8 350 300)',
        rect(330, 180, 8, 220, wood) +
          rect(370, 180, 8, 220, wood) +
          spread(200, 380, 6)
            .map((y) => rect(330, y, 48, 6, wood))
            .join(''),
      )
    );
  },
};
