// Motifs of Macao's streets and open places: gardens, streets, squares, markets, shops, villages, hills, cemeteries.

import { mix } from '../color';
import { arch, circle, dashes, ellipse, line, path, poly, rect, roof, spread, type MotifDef } from './shapes';

const tree = (x: number, y: number, r: number, f: string, trunk: string): string =>
  rect(x - r * 0.1, y, r * 0.2, r * 1.2, trunk) +
  circle(x, y - r * 0.2, r, f) +
  circle(x - r * 0.6, y + r * 0.2, r * 0.7, f) +
  circle(x + r * 0.6, y + r * 0.15, r * 0.75, f);

export const garden: MotifDef = {
  draw: ({ c, green, rng }) => {
    const leaf = mix(green, c.deep, 0.2);
    const px = rng.pick([150, 250]);
    return (
      tree(px > 200 ? 80 : 320, 250, 62, leaf, c.deep) +
      tree(px > 200 ? 30 : 370, 300, 44, green, c.deep) +
      ellipse(200, 384, 200, 26, c.water) +
      ellipse(200, 380, 150, 12, mix(c.water, c.light, 0.3)) +
      [px - 52, px + 52].map((x) => rect(x - 5, 250, 10, 110, c.accent)).join('') +
      rect(px - 70, 350, 140, 14, mix(c.light, c.deep, 0.2)) +
      dashes(px - 52, px + 52, 318, 16, 3, 6, c.accent) +
      roof(px, 250, 96, 44, c.deep) +
      rect(px - 72, 244, 144, 8, c.gold) +
      path(`M${px} 160L${px - 36} 206H${px + 36}Z`, c.deep) +
      circle(px, 158, 8, c.gold) +
      path('M330 400C322 370 350 340 380 352C396 340 410 372 404 400Z', mix(c.far, c.deep, 0.35))
    );
  },
};

export const street: MotifDef = {
  night: 0.3,
  draw: ({ c, pastel, rng }) => {
    const shutter = mix(c.deep, '#2E7D6B', 0.45);
    let s = '';
    for (let i = 0; i < 4; i++) {
      const x = -30 + i * 115,
        top = 150 + rng.int(80),
        col = pastel[i % pastel.length]!;
      s +=
        rect(x, top, 115, 400 - top, col) +
        rect(x - 4, top - 8, 123, 10, c.light) +
        rect(x, 290, 115, 6, c.light) +
        spread(x + 30, x + 85, 2)
          .map((wx) => rect(wx - 12, top + 24, 24, 40, shutter) + rect(wx - 14, top + 62, 28, 4, c.light))
          .join('') +
        dashes(x + 10, x + 105, 274, 16, 2, 5, c.deep) +
        rect(x + 8, 270, 99, 4, c.deep) +
        arch(x + 38, 316, 40, 84, c.deep) +
        rect(x + 12, 330, 18, 40, shutter) +
        rect(x + 86, 330, 18, 40, shutter);
    }
    const lamps = spread(20, 380, 6)
      .map((x, i) => ellipse(x, 128 + (i % 2) * 8 + 10, 10, 13, c.accent) + rect(x - 5, 121 + (i % 2) * 8, 10, 4, c.gold))
      .join('');
    return s + line('M-1200 60Q-400 150 -40 118Q200 150 440 118Q800 150 1600 60', c.deep, 2) + lamps;
  },
};

export const square: MotifDef = {
  draw: ({ c, pastel }) => {
    const back = (x: number, w: number, col: string): string =>
      rect(x, 170, w, 200, col) +
      rect(x - 4, 164, w + 8, 10, c.light) +
      rect(x, 260, w, 6, c.light) +
      spread(x + 22, x + w - 22, Math.round(w / 44))
        .map((ax) => arch(ax - 14, 300, 28, 70, c.deep) + rect(ax - 8, 196, 16, 40, c.deep))
        .join('');
    return (
      back(-20, 190, pastel[0]!) +
      back(230, 190, pastel[1]!) +
      poly([130, 170, 200, 120, 270, 170], pastel[2]!) +
      rect(170, 170, 60, 200, pastel[2]!) +
      arch(186, 300, 28, 70, c.deep) +
      ellipse(200, 384, 120, 16, mix(c.light, c.deep, 0.25)) +
      ellipse(200, 376, 110, 12, c.water) +
      rect(190, 310, 20, 66, mix(c.light, c.deep, 0.2)) +
      circle(200, 292, 26, 'none', ` stroke="${c.gold}" stroke-width="5"`) +
      ellipse(200, 292, 26, 9, 'none', ` stroke="${c.gold}" stroke-width="4"`) +
      line('M180 272L220 312', c.gold, 4) +
      circle(200, 292, 6, c.gold)
    );
  },
};

export const market: MotifDef = {
  draw: ({ c, pastel, rng }) => {
    let s = '';
    for (let i = 0; i < 3; i++) {
      const x = 10 + i * 130,
        col = i % 2 ? c.accent : pastel[i]!;
      s +=
        rect(x + 6, 220, 8, 180, c.deep) +
        rect(x + 106, 220, 8, 180, c.deep) +
        rect(x, 330, 120, 70, mix(c.body, c.deep, 0.35)) +
        rect(x, 190, 120, 40, c.light) +
        dashes(x, x + 120, 190, 40, 15, 15, col) +
        spread(x + 10, x + 110, 6)
          .map((cx) => circle(cx, 230, 10, i % 2 ? c.accent : col))
          .join('') +
        spread(x + 18, x + 102, 4)
          .map((cx, k) => circle(cx, 318, 13, [c.accent, c.gold, '#6FA44A', '#E57C23'][(k + i + rng.int(2)) % 4]!))
          .join('') +
        spread(x + 28, x + 92, 3)
          .map((cx) => circle(cx, 300, 12, [c.gold, '#6FA44A', c.accent][(i + Math.round(cx)) % 3]!))
          .join('');
    }
    return s;
  },
};

export const shop: MotifDef = {
  night: 0.35,
  draw: ({ c, pastel }) => {
    const glow = c.night ? '#FFE7A3' : mix(c.light, c.skyTop, 0.5);
    return (
      rect(30, 110, 340, 290, pastel[0]!) +
      rect(22, 100, 356, 14, c.light) +
      spread(90, 310, 3)
        .map((x) => rect(x - 22, 136, 44, 60, c.deep))
        .join('') +
      rect(30, 212, 340, 8, c.light) +
      rect(110, 226, 180, 34, c.deep, 4) +
      rect(116, 232, 168, 22, 'none') +
      line('M118 233H282V253H118Z', c.gold, 3) +
      rect(40, 270, 320, 30, c.light) +
      dashes(40, 360, 270, 30, 20, 20, c.accent) +
      spread(50, 350, 16)
        .map((x) => circle(x, 300, 10, c.accent))
        .join('') +
      rect(50, 312, 170, 88, glow) +
      line('M50 356H220', c.deep, 4) +
      spread(72, 198, 5)
        .map((x, i) => rect(x - 9, i % 2 ? 330 : 336, 18, i % 2 ? 26 : 20, [c.gold, c.accent, c.body][i % 3]!, 4))
        .join('') +
      spread(72, 198, 4)
        .map((x, i) => circle(x, 380, 10, [c.accent, c.gold][i % 2]!))
        .join('') +
      rect(246, 312, 90, 88, c.deep) +
      circle(324, 360, 4, c.gold) +
      [20, 380].map((x) => ellipse(x, 250, 14, 18, c.accent) + rect(x - 7, 230, 14, 4, c.gold)).join('')
    );
  },
};

export const village: MotifDef = {
  draw: ({ c, pastel, green }) => {
    const tiles = mix(c.deep, '#5A5A5A', 0.4);
    const house = (x: number, w: number, col: string): string =>
      rect(x, 300, w, 100, col) +
      poly([x - 10, 304, x + w / 2, 262, x + w + 10, 304], tiles) +
      rect(x + w / 2 - 12, 346, 24, 54, c.deep) +
      rect(x + 12, 322, 18, 20, c.deep) +
      rect(x + w - 30, 322, 18, 20, c.deep);
    return (
      tree(340, 220, 64, green, c.deep) +
      house(0, 110, pastel[1]!) +
      house(296, 110, pastel[2]!) +
      rect(140, 200, 120, 200, T_ochre(c.body)) +
      path('M132 204Q200 150 268 204Z', c.light) +
      rect(178, 130, 44, 74, T_ochre(c.body)) +
      path('M172 132Q200 96 228 132Z', c.light) +
      rect(197, 78, 6, 26, c.deep) +
      rect(190, 86, 20, 5, c.deep) +
      arch(188, 146, 24, 40, c.deep) +
      arch(176, 316, 48, 84, c.accent) +
      arch(154, 236, 22, 44, c.deep) +
      arch(224, 236, 22, 44, c.deep) +
      rect(136, 196, 128, 8, c.light)
    );
  },
};

const T_ochre = (body: string): string => mix('#F0C55B', body, 0.2);

export const hill: MotifDef = {
  draw: ({ c, green, rng }) => {
    const far = mix(green, c.skyTop, 0.35);
    const px = rng.pick([160, 240]);
    return (
      path('M-60 400Q80 190 210 230Q330 250 460 400Z', far) +
      path('M-40 400Q120 250 230 300Q340 330 460 400Z', green) +
      line('M130 400Q200 360 180 330T220 290', c.light, 6, ' stroke-dasharray="14 8"') +
      rect(px - 34, 170, 8, 50, c.accent) +
      rect(px + 26, 170, 8, 50, c.accent) +
      roof(px, 172, 54, 30, c.deep) +
      path(`M${px} 112L${px - 20} 142H${px + 20}Z`, c.deep) +
      circle(px, 110, 6, c.gold) +
      rect(px - 44, 216, 88, 10, mix(c.light, c.deep, 0.2)) +
      [60, 96, 300, 340, 372].map((x, i) => circle(x, 330 - (i % 2) * 16, 20 + (i % 3) * 6, mix(green, c.deep, 0.3))).join('')
    );
  },
};

export const cemetery: MotifDef = {
  draw: ({ c, green }) => {
    const stone = mix(c.light, c.deep, 0.18);
    const cypress = (x: number, h: number): string => ellipse(x, 400 - h / 2, 20, h / 2, mix(green, c.deep, 0.35));
    return (
      cypress(40, 300) +
      cypress(360, 280) +
      cypress(88, 220) +
      cypress(314, 230) +
      rect(150, 230, 100, 130, c.body) +
      poly([140, 232, 200, 186, 260, 232], c.body) +
      line('M140 232L200 186L260 232', c.light, 5) +
      rect(197, 150, 6, 40, c.deep) +
      rect(186, 160, 28, 6, c.deep) +
      arch(180, 290, 40, 70, c.deep) +
      rect(0, 360, 400, 40, mix(stone, c.deep, 0.12)) +
      dashes(0, 400, 360, 8, 30, 10, stone) +
      spread(40, 360, 5)
        .map((x) => arch(x - 16, 318, 32, 58, stone) + rect(x - 2, 330, 4, 18, c.deep) + rect(x - 8, 336, 16, 4, c.deep))
        .join('')
    );
  },
};

export const beach: MotifDef = {
  ground: 'sand',
  draw: ({ c, green, rng }) => {
    const ux = rng.pick([120, 280]);
    return (
      rect(-1200, 300, 2800, 60, c.water) +
      dashes(-1200, 1600, 320, 4, 40, 30, mix(c.water, c.light, 0.4)) +
      rect(-1200, 356, 2800, 44, mix('#E8CFA0', c.body, 0.15)) +
      rect(400 - ux - 5, 130, 10, 270, mix(c.deep, '#8A5A2B', 0.5)) +
      [-60, -20, 20, 60, 100]
        .map(
          (a) =>
            `<path d="M${400 - ux} 130q${a} -30 ${a * 1.6} ${20 + Math.abs(a) * 0.3}q${-a * 0.8} -46 ${-a * 1.6} ${-20 - Math.abs(a) * 0.3}z" fill="${green}"/>`,
        )
        .join('') +
      rect(ux - 3, 230, 6, 170, c.deep) +
      path(`M${ux - 90} 250Q${ux} 170 ${ux + 90} 250Z`, c.accent) +
      path(`M${ux - 30} 250Q${ux} 176 ${ux + 30} 250Z`, c.light) +
      rect(ux + 40, 368, 90, 12, c.light, 6) +
      dashes(ux + 40, ux + 130, 368, 12, 15, 15, c.accent)
    );
  },
};

export const bridge: MotifDef = {
  ground: 'water',
  draw: ({ c }) => {
    const deck = mix(c.light, c.deep, 0.15);
    const piers = spread(-1160, 1560, 35)
      .map((x) => {
        const y = 300 - 110 * Math.exp(-((x - 200) ** 2) / 60000);
        return rect(x - 7, y, 14, 400 - y, mix(deck, c.deep, 0.3));
      })
      .join('');
    return (
      piers +
      path('M-1200 300H-400C-100 300 40 190 200 190S500 300 800 300H1600V316H800C500 316 360 206 200 206S-100 316 -400 316H-1200Z', deck) +
      line('M-1200 296H-400C-100 296 40 186 200 186S500 296 800 296H1600', c.deep, 4) +
      path('M170 400L188 380H212L230 400Z', c.deep)
    );
  },
};
