/**
 * Flat-lay garment geometry on a 1200 x 1500 canvas, centred on x = 600: outlines, neck and hood
 * shapes, seams, stitch lines, fold lines and the print areas. Drawing (colour, shading) lives in
 * garment.ts; this file only knows shapes.
 */

export type Cut = 'regular' | 'oversized' | 'hoodie';
export type View = 'front' | 'back';
type Pt = [number, number];
/** A cubic segment (c1, c2, to) or a straight line (to only). */
type Seg = { c1?: Pt; c2?: Pt; to: Pt };

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface GarmentShape {
  /** Body outline (with sleeves), closed. */
  outline: string;
  /** Shapes drawn behind the body in the garment colour (the hood in front view). */
  behind: string[];
  /** Dark inside visible through the neck or hood opening. */
  inside?: string;
  /** Rib bands (collar, cuffs, waistband) drawn slightly darker. */
  ribs: string[];
  /** Lines of fine ribbing inside the rib bands. */
  ribLines: string[];
  /** Panels sewn on top (kangaroo pocket, laid-down hood) with their own edge shadow. */
  panels: string[];
  /** Seam lines (solid, subtle). */
  seams: string[];
  /** Top-stitching (dashed). */
  stitches: string[];
  /** Soft fold lines: shadows and highlights. */
  foldsDark: string[];
  foldsLight: string[];
  /** Hood rim and drawstrings (front hoodie only). */
  hoodRim?: string;
  strings?: { from: Pt; to: Pt }[];
  /** Where the main print goes. */
  print: Box;
  /** Small chest print position (viewer's right) and a sleeve patch position with its angle. */
  chest: Pt;
  sleeve: { at: Pt; angle: number };
  /** Inside neck label position (front) or neck-logo position below the collar (back). */
  label: Pt;
  /** End points of the size-chart measurements. */
  measure: { chest: [Pt, Pt]; length: [Pt, Pt]; shoulder: [Pt, Pt] };
}

const CX = 600;
const m = ([x, y]: Pt): Pt => [2 * CX - x, y];
const p = ([x, y]: Pt) => `${x} ${y}`;

function segD(s: Seg): string {
  return s.c1 && s.c2 ? `C${p(s.c1)} ${p(s.c2)} ${p(s.to)}` : `L${p(s.to)}`;
}

/** A closed path from the right half: starts and ends on the centre line, mirrored for the left. */
function symmetric(start: Pt, right: Seg[]): string {
  const pts: Pt[] = [start, ...right.map((s) => s.to)];
  let d = `M${p(start)}` + right.map(segD).join('');
  for (let i = right.length - 1; i >= 0; i--) {
    const s = right[i]!;
    const to = m(pts[i]!);
    d += s.c1 && s.c2 ? `C${p(m(s.c2))} ${p(m(s.c1))} ${p(to)}` : `L${p(to)}`;
  }
  return `${d}Z`;
}

/** An open path and its mirror image, for paired details (seams, folds, stitches). */
function pair(start: Pt, segs: Seg[]): string[] {
  const d1 = `M${p(start)}` + segs.map(segD).join('');
  const d2 =
    `M${p(m(start))}` +
    segs
      .map((s) => (s.c1 && s.c2 ? `C${p(m(s.c1))} ${p(m(s.c2))} ${p(m(s.to))}` : `L${p(m(s.to))}`))
      .join('');
  return [d1, d2];
}

/** A neckline curve from (600 - w, top) through (600, bottom) to (600 + w, top). */
function neckCurve(w: number, top: number, bottom: number, moveTo = true): string {
  const dy = bottom - top;
  return (
    `${moveTo ? 'M' : 'L'}${CX - w} ${top}` +
    `C${CX - w + w * 0.06} ${top + dy * 0.72} ${CX - w * 0.45} ${bottom} ${CX} ${bottom}` +
    `C${CX + w * 0.45} ${bottom} ${CX + w - w * 0.06} ${top + dy * 0.72} ${CX + w} ${top}`
  );
}

/** The band between two neck curves (the rib collar), as one closed shape. */
function band(inner: [number, number, number], outer: [number, number, number]): string {
  const [w, t, b] = inner;
  const [W, T, B] = outer;
  const dy = b - t;
  const back =
    `L${CX + w} ${t}` +
    `C${CX + w - w * 0.06} ${t + dy * 0.72} ${CX + w * 0.45} ${b} ${CX} ${b}` +
    `C${CX - w * 0.45} ${b} ${CX - w + w * 0.06} ${t + dy * 0.72} ${CX - w} ${t}Z`;
  return neckCurve(W, T, B) + back;
}

/** Short lines across a band, for ribbing texture, following a neck curve. */
function ribTicks(w: number, top: number, bottom: number, depth: number, n: number): string[] {
  const out: string[] = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const a = Math.PI * t;
    const x = CX - w * Math.cos(a);
    const y = top + (bottom - top) * Math.sin(a) ** 0.8;
    const nx = -Math.cos(a) * 0.35;
    out.push(`M${x.toFixed(1)} ${y.toFixed(1)}l${(nx * depth).toFixed(1)} ${depth}`);
  }
  return out;
}

function vTicks(x0: number, x1: number, y0: number, y1: number, step: number): string[] {
  const out: string[] = [];
  for (let x = x0 + step; x < x1; x += step) out.push(`M${x} ${y0}L${x} ${y1}`);
  return out;
}

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

// ---------------------------------------------------------------- hoodie

function hoodieShape(view: View): GarmentShape {
  const outline = symmetric(
    [CX, 346],
    [
      { c1: [640, 346], c2: [680, 340], to: [694, 332] },
      { c1: [770, 342], c2: [850, 352], to: [898, 372] },
      { c1: [990, 460], c2: [1050, 700], to: [1070, 980] },
      { to: [1072, 1090] },
      { c1: [1046, 1098], c2: [1020, 1100], to: [992, 1100] },
      { to: [982, 994] },
      { c1: [962, 820], c2: [944, 700], to: [918, 612] },
      { c1: [914, 800], c2: [914, 1000], to: [916, 1124] },
      { to: [904, 1130] },
      { to: [904, 1214] },
      { c1: [800, 1220], c2: [700, 1222], to: [CX, 1222] },
    ],
  );
  const hoodBehind =
    'M440 440C392 300 466 142 600 138C734 142 808 300 760 440C710 420 656 410 600 410C544 410 490 420 440 440Z';
  const opening =
    'M480 338C474 250 532 204 600 204C668 204 726 250 720 338C714 398 660 440 600 462C540 440 486 398 480 338Z';
  const cuffs = [
    'M1064 986L1072 1090C1046 1098 1020 1100 992 1100L984 994Z',
    'M136 986L128 1090C154 1098 180 1100 208 1100L216 994Z',
  ];
  const waist =
    'M296 1130L904 1130L904 1214C800 1220 700 1222 600 1222C500 1222 400 1220 296 1214Z';
  const pocket =
    'M436 850L764 850C782 930 812 1000 850 1064L850 1130L350 1130L350 1064C388 1000 418 930 436 850Z';
  const laidHood =
    'M470 330C438 420 440 560 492 640C528 694 566 712 600 712C634 712 672 694 708 640C760 560 762 420 730 330C690 350 646 358 600 358C554 358 510 350 470 330Z';
  const armhole = pair([898, 372], [{ c1: [900, 460], c2: [908, 540], to: [918, 612] }]);
  const ribLines = [
    ...vTicks(296, 904, 1136, 1210, 9),
    ...vTicks(996, 1066, 1000, 1094, 8).map((d) => d),
    ...vTicks(134, 204, 1000, 1094, 8),
  ];
  const front = view === 'front';
  return {
    outline,
    behind: front ? [hoodBehind] : [],
    inside: front ? opening : undefined,
    ribs: [waist, ...cuffs],
    ribLines,
    panels: front ? [pocket] : [laidHood],
    seams: [
      ...armhole,
      ...(front ? ['M600 214L600 430'] : []),
      'M296 1130L904 1130',
      'M984 994L1064 986',
      'M216 994L136 986',
      ...(front ? [] : ['M600 360L600 710']),
    ],
    stitches: front
      ? [
          'M446 862L754 862',
          'M362 1064C398 1004 428 936 446 862',
          'M838 1064C802 1004 772 936 754 862',
        ]
      : [
          'M486 350C458 430 460 556 506 628C538 676 570 694 600 694C630 694 662 676 694 628C740 556 742 430 714 350',
          ...pair([898, 372], [{ c1: [820, 350], c2: [760, 340], to: [700, 336] }]),
        ],
    foldsDark: [
      ...pair([880, 660], [{ c1: [850, 730], c2: [830, 790], to: [822, 850] }]),
      ...pair([990, 560], [{ c1: [1010, 660], c2: [1020, 760], to: [1018, 860] }]),
      ...pair([1000, 880], [{ c1: [1020, 910], c2: [1040, 930], to: [1050, 950] }]),
      ...(front ? [] : ['M360 1000C480 980 620 1030 760 1000']),
    ],
    foldsLight: front ? ['M520 640C560 700 570 760 560 820'] : ['M420 560C500 600 560 640 600 700'],
    hoodRim: front ? opening : undefined,
    strings: front
      ? [
          { from: [566, 432], to: [552, 588] },
          { from: [634, 432], to: [650, 570] },
        ]
      : undefined,
    print: front ? { x: 400, y: 636, w: 400, h: 200 } : { x: 370, y: 770, w: 460, h: 320 },
    chest: [CX + 150, 560],
    sleeve: { at: [1000, 640], angle: 70 },
    label: front ? [CX, 392] : [CX, 790],
    measure: {
      chest: [
        [282, 632],
        [918, 632],
      ],
      length: [
        [760, 344],
        [760, 1212],
      ],
      shoulder: [
        [302, 372],
        [898, 372],
      ],
    },
  };
}

export function garmentShape(cut: Cut, view: View): GarmentShape {
  if (cut === 'hoodie') return hoodieShape(view);
  return teeShape(cut === 'oversized' ? OVERSIZED : REGULAR, view);
}
