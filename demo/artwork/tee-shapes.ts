/**
 * Flat-lay garment geometry on a 1200 x 1500 canvas, centred on x = 600: outlines, neck shapes,
 * seams, stitch lines, fold lines and the print areas of the regular and oversized tees, and the
 * dispatcher for every cut. Drawing (colour, shading) lives in garment.ts.
 */
import { hoodieShape } from './hoodie-shape.ts';
import {
  band,
  CX,
  neckCurve,
  pair,
  ribTicks,
  symmetric,
  type Box,
  type Cut,
  type GarmentShape,
  type Pt,
  type View,
} from './shape-kit.ts';

export type { Box, Cut, GarmentShape, View };

// ---------------------------------------------------------------- T-shirts

interface TeeSpec {
  neckW: number;
  neckTop: number;
  backDip: number;
  frontDrop: number;
  collar: number;
  shoulder: Pt;
  sleeveTop: Pt;
  cuffIn: Pt;
  armpit: Pt;
  hem: Pt;
  hemCenter: number;
  print: Box;
}

const REGULAR: TeeSpec = {
  neckW: 100,
  neckTop: 300,
  backDip: 318,
  frontDrop: 394,
  collar: 24,
  shoulder: [902, 340],
  sleeveTop: [1092, 494],
  cuffIn: [982, 640],
  armpit: [906, 588],
  hem: [914, 1176],
  hemCenter: 1186,
  print: { x: 380, y: 470, w: 440, h: 470 },
};

const OVERSIZED: TeeSpec = {
  neckW: 108,
  neckTop: 296,
  backDip: 316,
  frontDrop: 388,
  collar: 30,
  shoulder: [972, 372],
  sleeveTop: [1140, 490],
  cuffIn: [1016, 676],
  armpit: [938, 646],
  hem: [940, 1222],
  hemCenter: 1228,
  print: { x: 360, y: 470, w: 480, h: 520 },
};

function teeShape(s: TeeSpec, view: View): GarmentShape {
  const [nx, ny] = [CX + s.neckW, s.neckTop];
  const [sx, sy] = s.shoulder;
  const [tx, ty] = s.sleeveTop;
  const [ix, iy] = s.cuffIn;
  const [ax, ay] = s.armpit;
  const [hx, hy] = s.hem;
  const outline = symmetric(
    [CX, s.backDip],
    [
      { c1: [CX + s.neckW * 0.4, s.backDip], c2: [nx - 14, ny + 10], to: [nx, ny] },
      { c1: [nx + 70, ny + 10], c2: [sx - 60, sy - 10], to: [sx, sy] },
      { c1: [sx + 60, sy + 40], c2: [tx - 50, ty - 50], to: [tx, ty] },
      { to: [ix, iy] },
      { c1: [ix - 22, iy - 14], c2: [ax + 20, ay + 2], to: [ax, ay] },
      { c1: [ax - 4, ay + 200], c2: [hx - 6, hy - 300], to: [hx, hy] },
      { c1: [hx - 90, hy + 8], c2: [CX + 120, s.hemCenter], to: [CX, s.hemCenter] },
    ],
  );

  // Sleeve direction, for the hem stitch parallel to the cuff.
  const len = Math.hypot(tx - sx, ty - sy);
  const [ux, uy] = [(tx - sx) / len, (ty - sy) / len];
  const cuffStitch = pair(
    [tx - ux * 30, ty - uy * 30],
    [{ to: [ix - ux * 30 - 4, iy - uy * 30 + 2] }],
  );
  const hemStitch = pair(
    [hx - 4, hy - 30],
    [{ c1: [hx - 90, hy - 22], c2: [CX + 120, s.hemCenter - 30], to: [CX, s.hemCenter - 30] }],
  );
  const armhole = pair([sx, sy], [{ c1: [sx - 16, sy + 90], c2: [ax - 8, ay - 90], to: [ax, ay] }]);
  const shoulderSeam = pair(
    [nx, ny],
    [{ c1: [nx + 70, ny + 10], c2: [sx - 60, sy - 10], to: [sx, sy] }],
  );

  // Creases from the armpits, ripples towards the hem, a soft crease on each sleeve.
  const bw = hx - CX;
  const foldsDark = [
    ...pair(
      [ax - 40, ay + 50],
      [{ c1: [ax - 70, ay + 120], c2: [ax - 100, ay + 190], to: [ax - 110, ay + 270] }],
    ),
    ...pair(
      [hx - 50, hy - 190],
      [{ c1: [hx - 100, hy - 130], c2: [hx - 140, hy - 80], to: [hx - 160, hy - 20] }],
    ),
    `M${CX - bw + 50} ${hy - 150}C${CX - bw + 140} ${hy - 120} ${CX - bw + 190} ${hy - 80} ${CX - bw + 220} ${hy - 20}`,
    ...pair(
      [sx + 40, sy + 60],
      [{ c1: [sx + 80, sy + 100], c2: [ix - 20, iy - 90], to: [ix - 10, iy - 40] }],
    ),
  ];
  const foldsLight = [
    `M${CX - 120} ${ay + 200}C${CX - 60} ${ay + 300} ${CX - 40} ${ay + 420} ${CX - 60} ${ay + 520}`,
  ];

  const collarOuter: [number, number, number] =
    view === 'front'
      ? [s.neckW + s.collar * 0.9, s.neckTop + 6, s.frontDrop + s.collar]
      : [s.neckW + s.collar * 0.9, s.neckTop + 6, s.backDip + s.collar];
  const collarInner: [number, number, number] =
    view === 'front' ? [s.neckW, s.neckTop, s.frontDrop] : [s.neckW, s.neckTop, s.backDip];

  const inside =
    view === 'front'
      ? neckCurve(s.neckW, s.neckTop, s.frontDrop) +
        `C${CX + s.neckW - 14} ${ny + 10} ${CX + s.neckW * 0.4} ${s.backDip} ${CX} ${s.backDip}` +
        `C${CX - s.neckW * 0.4} ${s.backDip} ${CX - s.neckW + 14} ${ny + 10} ${CX - s.neckW} ${ny}Z`
      : undefined;

  return {
    outline,
    behind: [],
    inside,
    ribs: [band(collarInner, collarOuter)],
    ribLines: ribTicks(
      s.neckW + s.collar * 0.45,
      s.neckTop + 3,
      (view === 'front' ? s.frontDrop : s.backDip) + s.collar * 0.5,
      s.collar * 0.35,
      46,
    ),
    panels: [],
    seams: [...armhole, ...(view === 'back' ? shoulderSeam : [])],
    stitches: [
      ...cuffStitch,
      ...hemStitch,
      neckCurve(
        s.neckW + s.collar * 0.95,
        s.neckTop + 8,
        (view === 'front' ? s.frontDrop : s.backDip) + s.collar + 7,
      ),
    ],
    foldsDark,
    foldsLight,
    print:
      view === 'front'
        ? s.print
        : { x: s.print.x - 10, y: s.neckTop + 170, w: s.print.w + 20, h: s.print.h + 40 },
    chest: [CX + 150, s.frontDrop + 110],
    sleeve: {
      at: [(sx + tx + ix + ax) / 4 + 6, (sy + ty + iy + ay) / 4 + 8],
      angle: (Math.atan2(ty - sy, tx - sx) * 180) / Math.PI,
    },
    label: view === 'front' ? [CX, s.backDip + 14] : [CX, s.backDip + s.collar + 60],
    measure: {
      chest: [
        [2 * CX - ax, ay + 20],
        [ax, ay + 20],
      ],
      length: [
        [nx + 16, ny + 4],
        [nx + 16, s.hemCenter - 6],
      ],
      shoulder: [
        [2 * CX - sx, sy],
        [sx, sy],
      ],
    },
  };
}

export function garmentShape(cut: Cut, view: View): GarmentShape {
  if (cut === 'hoodie') return hoodieShape(view);
  return teeShape(cut === 'oversized' ? OVERSIZED : REGULAR, view);
}
