// Motifs of food and celebrations: bowls, egg tarts, tea, lanterns, fireworks, shows, casinos, racing, festivals.

import { mix } from '../color';
import { circle, dashes, ellipse, g, line, path, poly, rect, spread, type MotifDef } from './shapes';

const steam = (xs: number[], y: number, f: string): string =>
  xs.map((x) => line(`M${x} ${y}c-14 -20 14 -30 0 -50s14 -30 0 -50`, f, 7, ' stroke-linecap="round" opacity=".8"')).join('');

const table = (c: { deep: string; body: string }): string => ellipse(200, 392, 190, 16, mix(c.body, c.deep, 0.5), ' opacity=".35"');

export const food: MotifDef = {
  draw: ({ c }) => {
    const bowl = c.body === '#FFFFFF' ? c.light : mix(c.light, c.body, 0.35);
    return (
      table(c) +
      steam([150, 200, 250], 200, c.light) +
      ellipse(200, 270, 140, 30, mix(c.deep, c.body, 0.3)) +
      ellipse(200, 272, 126, 22, '#E9C77B') +
      line('M100 268q20 -12 40 0t40 0t40 0t40 0t40 0', '#D4A64E', 4) +
      circle(160, 266, 14, '#7FB069') +
      ellipse(240, 264, 22, 10, c.accent) +
      path('M60 270H340A140 116 0 0 1 60 270Z', bowl) +
      path('M70 300H330A130 80 0 0 1 290 352H110A130 80 0 0 1 70 300Z', c.tile) +
      dashes(100, 300, 316, 12, 12, 10, bowl) +
      rect(150, 374, 100, 16, bowl, 6) +
      g('rotate(-28 300 200)', rect(240, 196, 180, 9, c.deep, 4) + rect(240, 214, 180, 9, c.deep, 4))
    );
  },
};

const tart = (x: number, y: number, s: number, c: { deep: string }, spots: number[]): string => {
  const crust = '#D99A3E',
    custard = '#F6C945';
  return g(
    `translate(${x} ${y}) scale(${s})`,
    path('M-96 0L-78 74Q0 92 78 74L96 0Z', crust) +
      spread(-80, 80, 9)
        .map((fx) => line(`M${fx} 6L${fx * 0.82} 78`, mix(crust, c.deep, 0.3), 4))
        .join('') +
      ellipse(0, 0, 98, 30, mix(crust, '#F3D28B', 0.3)) +
      ellipse(0, 2, 82, 22, custard) +
      spots.map((v, i) => ellipse(((v * 131) % 120) - 60, ((v * 37) % 24) - 10, 10 + (i % 3) * 4, 6, '#8A4B12', ' opacity=".75"')).join(''),
  );
};

export const dessert: MotifDef = {
  draw: ({ c, rng }) => {
    const spots = () => Array.from({ length: 5 }, () => rng.int(997));
    return (
      table(c) +
      ellipse(200, 372, 180, 28, mix(c.light, c.deep, 0.15)) +
      ellipse(200, 366, 164, 22, c.light) +
      tart(118, 266, 0.8, c, spots()) +
      tart(282, 262, 0.8, c, spots()) +
      tart(200, 296, 1, c, spots()) +
      steam([170, 230], 250, mix(c.light, c.deep, 0.12))
    );
  },
};

export const drink: MotifDef = {
  draw: ({ c }) => {
    const china = c.body === '#FFFFFF' ? c.light : mix(c.light, c.body, 0.4);
    const cup = (x: number): string =>
      path(`M${x - 40} 330H${x + 40}Q${x + 36} 384 ${x} 386Q${x - 36} 384 ${x - 40} 330Z`, china) +
      ellipse(x, 330, 40, 9, mix('#8A4B12', c.body, 0.2)) +
      rect(x - 36, 346, 72, 8, c.tile);
    return (
      table(c) +
      steam([170, 214], 150, c.light) +
      path('M274 262Q330 250 338 204L322 198Q314 238 270 240Z', china) +
      path('M110 250Q70 250 74 290Q80 330 116 330', 'none', ` stroke="${china}" stroke-width="14"`) +
      ellipse(190, 290, 100, 86, china) +
      path('M94 270H286Q290 300 280 320H100Q90 300 94 270Z', c.tile) +
      dashes(100, 280, 292, 8, 10, 8, china) +
      ellipse(190, 206, 60, 14, mix(china, c.deep, 0.15)) +
      path('M150 206Q190 172 230 206Z', china) +
      circle(190, 178, 10, c.accent) +
      cup(80) +
      cup(320)
    );
  },
};

const lanternShape = (x: number, y: number, s: number, c: { accent: string; gold: string; deep: string }): string =>
  line(`M${x} -400V${y - 40 * s}`, c.deep, 2) +
  g(
    `translate(${x} ${y}) scale(${s})`,
    rect(-20, -46, 40, 10, c.gold, 3) +
      ellipse(0, 0, 50, 40, c.accent) +
      ellipse(0, 0, 24, 40, 'none', ` stroke="${mix(c.accent, c.deep, 0.35)}" stroke-width="3"`) +
      line('M0 -40V40', mix(c.accent, c.deep, 0.35), 3) +
      rect(-20, 36, 40, 10, c.gold, 3) +
      line('M-8 46V84M0 46V90M8 46V84', c.gold, 3),
  );

export const lantern: MotifDef = {
  night: 0.6,
  ground: 'land',
  draw: ({ c, rng }) =>
    [60, 140, 220, 300, 370].map((x) => lanternShape(x, rng.range(90, 270), rng.range(0.65, 1.05), c)).join('') + line('M-1200 -10Q200 40 1600 -10', c.deep, 3),
};

const skyline = (f: string): string =>
  path(
    'M-200 400V330H-140V300H-90V340H-40V280H0V320H40V250H70V330H110V300H150V336H170V160H176V90H182V160H188V300H230V270H270V310H300V240H340V300H380V280H420V320H470V290H520V340H600V400Z',
    f,
  );

const burst = (x: number, y: number, r: number, col: string): string => {
  const d = spread(0, 345, 24)
    .map((a) => {
      const sn = Math.sin((a * Math.PI) / 180),
        cs = Math.cos((a * Math.PI) / 180);
      return `M${Math.round(x + sn * r * 0.3)} ${Math.round(y - cs * r * 0.3)}L${Math.round(x + sn * r)} ${Math.round(y - cs * r)}`;
    })
    .join('');
  return line(d, col, 4, ' stroke-linecap="round"') + circle(x, y, r * 0.12, col);
};

export const fireworks: MotifDef = {
  night: 0.95,
  ground: 'water',
  draw: ({ c, rng }) => {
    const cols = [c.gold, c.accent, '#FFE7A3', '#9FD3C7', '#E8A5A0'];
    return (
      Array.from({ length: 5 }, (_, i) => burst(rng.range(-80, 480), rng.range(-40, 180), rng.range(40, 95), cols[i % cols.length]!)).join('') +
      [-800, 0, 800].map((dx) => g(`translate(${dx} 0)`, skyline(mix(c.deep, '#0B1020', 0.4)))).join('') +
      dashes(-1200, 1600, 352, 6, 4, 14, '#FFE7A3')
    );
  },
};

export const show: MotifDef = {
  night: 0.9,
  draw: ({ c }) => {
    const drape = mix(c.accent, c.deep, 0.2);
    const fold = mix(c.accent, c.deep, 0.45);
    return (
      poly([120, -60, 160, 360, 90, 360], c.light, ' opacity=".18"') +
      poly([280, -60, 310, 360, 240, 360], c.light, ' opacity=".18"') +
      rect(0, 40, 400, 34, c.gold) +
      path('M0 74H400Q380 120 300 110Q200 96 100 110Q20 120 0 74Z', drape) +
      path('M0 74H90Q70 200 110 360H0Z', drape) +
      path('M400 74H310Q330 200 290 360H400Z', drape) +
      line('M30 80V360M60 80Q50 220 74 360M370 80V360M340 80Q350 220 326 360', fold, 6) +
      rect(-10, 360, 420, 40, mix(c.deep, '#3A2A1A', 0.3)) +
      rect(-10, 356, 420, 8, c.gold) +
      ellipse(200, 360, 90, 12, '#FFE7A3', ' opacity=".5"') +
      path('M200 230Q170 260 182 300L176 356H224L218 300Q230 260 200 230Z', c.deep) +
      circle(200, 216, 16, c.deep) +
      path('M206 250Q250 210 270 240Q240 250 210 270Z', c.gold)
    );
  },
};

export const casino: MotifDef = {
  night: 0.7,
  draw: ({ c }) => {
    const glass = mix(c.gold, c.body, 0.3);
    const rib = mix(glass, c.deep, 0.35);
    return (
      path('M200 20C250 90 300 170 268 290H132C100 170 150 90 200 20Z', glass) +
      line('M200 24V290M180 60Q150 170 164 290M220 60Q250 170 236 290M160 120Q136 200 146 290M240 120Q264 200 254 290', rib, 3) +
      dashes(150, 250, 140, 150, 2, 14, c.light) +
      path('M60 400V330Q200 250 340 330V400Z', mix(c.body, c.deep, 0.15)) +
      dashes(80, 320, 344, 10, 14, 8, c.night ? '#FFE7A3' : c.light) +
      dashes(70, 330, 372, 10, 14, 8, c.night ? '#FFE7A3' : c.light) +
      rect(168, 370, 64, 30, c.deep) +
      poly([200, 8, 206, 30, 194, 30], c.accent)
    );
  },
};

export const racing: MotifDef = {
  draw: ({ c }) => {
    const car = c.accent;
    const checker = spread(0, 100, 6)
      .map((x, i) =>
        spread(0, 60, 4)
          .map((y, j) => ((i + j) % 2 ? rect(242 + x, 92 + y, 20, 20, c.deep) : ''))
          .join(''),
      )
      .join('');
    return (
      rect(236, 80, 8, 320, c.deep) +
      rect(244, 92, 120, 80, c.light) +
      checker +
      line('M-20 260H70M-40 290H60M0 320H80', c.deep, 5, ' stroke-linecap="round" opacity=".5"') +
      path('M60 340L90 300L170 292L210 262H240L262 292L340 300L352 336Z', car) +
      rect(326, 270, 30, 10, c.deep) +
      rect(332, 278, 6, 24, c.deep) +
      rect(40, 316, 24, 24, c.deep) +
      circle(224, 270, 14, c.gold) +
      rect(214, 266, 22, 6, c.deep, 3) +
      circle(112, 342, 30, c.deep) +
      circle(112, 342, 12, c.light) +
      circle(302, 342, 30, c.deep) +
      circle(302, 342, 12, c.light) +
      dashes(-100, 500, 380, 14, 30, 30, c.accent)
    );
  },
};

export const festival: MotifDef = {
  ground: 'water',
  night: 0.2,
  draw: ({ c }) => {
    const hull = c.accent;
    return (
      line('M-40 40Q200 110 440 40', c.deep, 2) +
      spread(-20, 420, 12)
        .map((x, i) =>
          poly(
            [
              x - 14,
              40 + 30 * Math.sin(((x + 40) / 480) * Math.PI),
              x + 14,
              40 + 30 * Math.sin(((x + 40) / 480) * Math.PI),
              x,
              76 + 30 * Math.sin(((x + 40) / 480) * Math.PI),
            ],
            [c.gold, c.accent, '#9FD3C7', '#E8A5A0'][i % 4]!,
          ),
        )
        .join('') +
      spread(60, 320, 7)
        .map(
          (x) => circle(x, 276, 13, c.deep) + path(`M${x - 12} 290H${x + 12}L${x + 8} 324H${x - 8}Z`, c.deep) + line(`M${x + 6} 296L${x + 40} 360`, c.gold, 5),
        )
        .join('') +
      path('M-20 320H360Q400 300 398 250Q420 240 430 256Q434 290 400 330Q380 350 340 352H10Z', hull) +
      path('M398 250Q388 214 410 206Q432 214 428 240Z', hull) +
      circle(412, 222, 5, c.light) +
      dashes(0, 340, 328, 10, 12, 10, c.gold) +
      path('M-20 320Q-40 300 -30 280L0 320Z', hull) +
      circle(10, 286, 16, c.gold)
    );
  },
};
