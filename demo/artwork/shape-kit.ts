/**
 * Shared geometry for the flat-lay garments on a 1200 x 1500 canvas centred on x = 600: the shape
 * description every garment returns, and path helpers (mirroring, necklines, rib ticks).
 */

export type Cut = 'regular' | 'oversized' | 'hoodie';
export type View = 'front' | 'back';
export type Pt = [number, number];
/** A cubic segment (c1, c2, to) or a straight line (to only). */
export type Seg = { c1?: Pt; c2?: Pt; to: Pt };

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

export const CX = 600;
const m = ([x, y]: Pt): Pt => [2 * CX - x, y];
const p = ([x, y]: Pt) => `${x} ${y}`;

function segD(s: Seg): string {
  return s.c1 && s.c2 ? `C${p(s.c1)} ${p(s.c2)} ${p(s.to)}` : `L${p(s.to)}`;
}

/** A closed path from the right half: starts and ends on the centre line, mirrored for the left. */
export function symmetric(start: Pt, right: Seg[]): string {
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
export function pair(start: Pt, segs: Seg[]): string[] {
  const d1 = `M${p(start)}` + segs.map(segD).join('');
  const d2 =
    `M${p(m(start))}` +
    segs
      .map((s) => (s.c1 && s.c2 ? `C${p(m(s.c1))} ${p(m(s.c2))} ${p(m(s.to))}` : `L${p(m(s.to))}`))
      .join('');
  return [d1, d2];
}

/** A neckline curve from (600 - w, top) through (600, bottom) to (600 + w, top). */
export function neckCurve(w: number, top: number, bottom: number, moveTo = true): string {
  const dy = bottom - top;
  return (
    `${moveTo ? 'M' : 'L'}${CX - w} ${top}` +
    `C${CX - w + w * 0.06} ${top + dy * 0.72} ${CX - w * 0.45} ${bottom} ${CX} ${bottom}` +
    `C${CX + w * 0.45} ${bottom} ${CX + w - w * 0.06} ${top + dy * 0.72} ${CX + w} ${top}`
  );
}

/** The band between two neck curves (the rib collar), as one closed shape. */
export function band(inner: [number, number, number], outer: [number, number, number]): string {
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
export function ribTicks(
  w: number,
  top: number,
  bottom: number,
  depth: number,
  n: number,
): string[] {
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

export function vTicks(x0: number, x1: number, y0: number, y1: number, step: number): string[] {
  const out: string[] = [];
  for (let x = x0 + step; x < x1; x += step) out.push(`M${x} ${y0}L${x} ${y1}`);
  return out;
}
