// Motifs of Macao's historic buildings: churches, temples, the fort, museums, theatres and mansions.

import { mix } from '../color';
import { arch, circle, cross, dashes, ellipse, g, line, path, poly, rect, roof, spread, type MotifDef } from './shapes';

const stPauls: MotifDef['draw'] = ({ c }) => {
  const stone = mix(c.body, '#B89B72', 0.55);
  const dark = mix(stone, c.deep, 0.55);
  return (
    rect(10, 372, 380, 10, mix(stone, c.light, 0.4)) +
    rect(0, 384, 400, 16, mix(stone, c.light, 0.25)) +
    rect(55, 250, 290, 122, stone) +
    rect(70, 172, 260, 78, stone) +
    rect(105, 112, 190, 60, stone) +
    poly([125, 112, 200, 62, 275, 112], stone) +
    cross(200, 34, 30, dark) +
    [55, 70, 105, 125].map((x, i) => rect(x - 4, [250, 172, 112, 112][i]! - 6, 400 - 2 * (x - 4), 7, mix(stone, c.light, 0.5))).join('') +
    [105, 170, 230, 295].map((x) => rect(x - 4, 250, 8, 122, mix(stone, c.light, 0.35))).join('') +
    arch(125, 292, 34, 80, dark) +
    arch(176, 282, 48, 90, dark) +
    arch(241, 292, 34, 80, dark) +
    spread(95, 305, 4)
      .map((x) => arch(x - 10, 190, 20, 44, dark))
      .join('') +
    arch(186, 124, 28, 38, dark) +
    arch(135, 128, 16, 30, dark) +
    arch(249, 128, 16, 30, dark) +
    circle(200, 92, 8, dark)
  );
};

const twinTowers: MotifDef['draw'] = ({ c, rng }) => {
  const trim = c.light;
  const win = c.deep;
  const cap = rng.chance(0.5);
  const tower = (x: number): string =>
    rect(x, 120, 62, 280, c.shade) +
    rect(x - 4, 116, 70, 8, trim) +
    arch(x + 17, 140, 28, 50, win) +
    arch(x + 19, 240, 24, 40, win) +
    (cap ? path(`M${x - 4} 116Q${x + 31} 60 ${x + 66} 116Z`, c.deep) : poly([x - 4, 116, x + 31, 72, x + 66, 116], c.deep)) +
    cross(x + 31, 46, 26, c.deep);
  return (
    tower(36) +
    tower(302) +
    rect(98, 170, 204, 230, c.body) +
    poly([88, 172, 200, 98, 312, 172], c.body) +
    line('M88 172L200 98L312 172', trim, 7) +
    rect(92, 168, 216, 8, trim) +
    rect(98, 268, 204, 6, trim) +
    cross(200, 64, 34, c.deep) +
    circle(200, 140, 15, trim) +
    circle(200, 140, 10, c.accent) +
    arch(172, 300, 56, 100, win) +
    arch(124, 200, 26, 54, win) +
    arch(250, 200, 26, 54, win) +
    arch(126, 300, 22, 50, win) +
    arch(252, 300, 22, 50, win) +
    [100, 150, 244, 294].map((x) => rect(x, 176, 6, 224, trim)).join('')
  );
};

const dominic: MotifDef['draw'] = ({ c }) => {
  const trim = c.light;
  const shutter = mix(c.deep, '#2E7D6B', 0.5);
  return (
    rect(50, 160, 300, 240, c.body) +
    poly([60, 162, 200, 70, 340, 162], c.body) +
    line('M60 162L200 70L340 162', trim, 8) +
    path('M60 162Q40 150 48 132Q62 132 66 150Z', trim) +
    path('M340 162Q360 150 352 132Q338 132 334 150Z', trim) +
    cross(200, 38, 36, c.deep) +
    rect(44, 154, 312, 10, trim) +
    rect(44, 262, 312, 8, trim) +
    [50, 110, 170, 224, 284, 344].map((x) => rect(x - 3, 160, 8, 240, trim)).join('') +
    ellipse(200, 122, 22, 18, trim) +
    ellipse(200, 122, 15, 12, c.deep) +
    arch(176, 300, 48, 100, c.deep) +
    [80, 140, 254, 314].map((x) => arch(x - 12, 184, 24, 54, shutter) + arch(x - 12, 300, 24, 60, shutter)).join('') +
    arch(188, 190, 24, 50, shutter)
  );
};

export const church: MotifDef = {
  draw: (x) => [stPauls, twinTowers, dominic][x.rng.int(3)]!(x),
};

export const temple: MotifDef = {
  night: 0.25,
  draw: ({ c, rng }) => {
    const tiles = c.deep;
    const wall = mix(c.light, c.body, 0.35);
    const two = rng.chance(0.55);
    return (
      rect(34, 370, 332, 30, mix(wall, c.deep, 0.3)) +
      rect(54, 356, 292, 16, mix(wall, c.deep, 0.15)) +
      rect(76, 240, 248, 118, wall) +
      [92, 150, 240, 298].map((x) => rect(x, 244, 12, 112, c.accent)).join('') +
      rect(170, 276, 60, 80, c.deep) +
      rect(178, 284, 44, 72, mix(c.accent, c.deep, 0.35)) +
      circle(196, 320, 3, c.gold) +
      circle(204, 320, 3, c.gold) +
      rect(162, 256, 76, 14, c.gold) +
      (two
        ? roof(200, 170, 100, 40, tiles) +
          dashes(126, 274, 140, 22, 3, 6, mix(tiles, c.light, 0.2)) +
          rect(120, 170, 160, 62, wall) +
          rect(130, 180, 140, 8, c.accent)
        : '') +
      roof(200, 238, 176, 52, tiles) +
      dashes(80, 320, 196, 32, 3, 7, mix(tiles, c.light, 0.18)) +
      rect(70, 232, 260, 8, c.gold) +
      (two ? '' : rect(96, 176, 208, 12, tiles)) +
      circle(200, two ? 118 : 166, 11, c.gold) +
      path(`M${two ? '120 130' : '96 182'}q-10 -14 4 -22q2 10 8 14z`, tiles) +
      path(`M${two ? '280 130' : '304 182'}q10 -14 -4 -22q-2 10 -8 14z`, tiles) +
      [118, 282]
        .map((x) => line(`M${x} 244V256`, c.deep, 2) + ellipse(x, 270, 14, 17, c.accent) + rect(x - 7, 252, 14, 4, c.gold) + rect(x - 7, 284, 14, 4, c.gold))
        .join('')
    );
  },
};

export const fortress: MotifDef = {
  draw: ({ c, green }) => {
    const stone = mix(c.body, '#C9B79A', 0.5);
    const dark = mix(stone, c.deep, 0.45);
    return (
      path('M-30 400Q40 300 200 292Q360 300 430 400Z', green) +
      path('M40 300L64 190H336L360 300Z', stone) +
      spread(70, 318, 9)
        .map((x) => rect(x, 172, 20, 20, stone))
        .join('') +
      [222, 248, 274].map((y) => line(`M${(y - 190) * 0.22 + 60} ${y}H${340 - (y - 190) * 0.22}`, dark, 2, ' opacity=".4"')).join('') +
      rect(300, 132, 42, 62, mix(stone, c.light, 0.25)) +
      path('M296 134Q321 96 346 134Z', dark) +
      rect(312, 150, 18, 26, c.deep, 9) +
      g(`rotate(-14 140 186)`, rect(120, 180, 70, 14, c.deep, 6) + circle(124, 187, 10, c.deep)) +
      arch(176, 236, 48, 64, c.deep) +
      rect(190, 120, 4, 56, c.deep) +
      path('M194 122h34l-8 10 8 10h-34z', c.accent)
    );
  },
};

export const museum: MotifDef = {
  draw: ({ c, rng }) => {
    const cols = rng.pick([4, 6]);
    const stone = mix(c.body, c.light, 0.35);
    return (
      rect(40, 380, 320, 20, mix(stone, c.deep, 0.2)) +
      rect(56, 364, 288, 16, mix(stone, c.deep, 0.1)) +
      rect(70, 176, 260, 188, mix(stone, c.deep, 0.12)) +
      poly([56, 170, 200, 92, 344, 170], stone) +
      poly([88, 160, 200, 106, 312, 160], mix(stone, c.deep, 0.15)) +
      rect(56, 160, 288, 22, stone) +
      dashes(60, 340, 184, 6, 6, 6, mix(stone, c.deep, 0.25)) +
      spread(88, 312, cols)
        .map((x) => rect(x - 11, 190, 22, 174, stone) + rect(x - 15, 190, 30, 8, mix(stone, c.deep, 0.1)))
        .join('') +
      rect(176, 270, 48, 94, c.deep) +
      circle(200, 136, 10, c.accent)
    );
  },
};

export const theatre: MotifDef = {
  night: 0.35,
  draw: ({ c }) => {
    const trim = c.light;
    return (
      rect(20, 230, 360, 170, c.shade) +
      rect(80, 180, 240, 220, c.body) +
      poly([70, 182, 200, 110, 330, 182], c.body) +
      line('M70 182L200 110L330 182', trim, 8) +
      rect(64, 176, 272, 10, trim) +
      rect(14, 224, 372, 8, trim) +
      spread(104, 296, 4)
        .map((x) => rect(x - 7, 190, 14, 112, trim))
        .join('') +
      rect(80, 298, 240, 10, trim) +
      spread(122, 278, 3)
        .map((x) => arch(x - 24, 320, 48, 80, c.deep))
        .join('') +
      spread(42, 358, 2)
        .map((x) => arch(x - 12, 260, 24, 48, c.deep) + arch(x - 12, 330, 24, 50, c.deep))
        .join('') +
      spread(146, 254, 2)
        .map((x) => arch(x - 12, 214, 24, 60, c.deep))
        .join('') +
      circle(200, 152, 12, c.gold)
    );
  },
};

export const mansion: MotifDef = {
  draw: ({ c, rng }) => {
    const arches = rng.pick([5, 7]);
    const w = 300 / arches;
    const tileRoof = mix(c.deep, '#4A4A4A', 0.5);
    const row = (y: number, h: number): string =>
      spread(50 + w / 2, 350 - w / 2, arches)
        .map((x) => arch(x - w * 0.34, y, w * 0.68, h, c.deep))
        .join('');
    return (
      rect(40, 170, 320, 230, c.body) +
      path('M24 172L80 118H320L376 172Z', tileRoof) +
      dashes(40, 360, 150, 14, 3, 6, mix(tileRoof, c.light, 0.25)) +
      rect(32, 170, 336, 8, c.light) +
      rect(40, 280, 320, 8, c.light) +
      row(196, 84) +
      row(306, 94) +
      dashes(46, 354, 262, 18, 3, 5, c.light) +
      rect(40, 260, 320, 4, c.light) +
      rect(180, 100, 40, 22, c.body) +
      rect(176, 96, 48, 6, c.light)
    );
  },
};
