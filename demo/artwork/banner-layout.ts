/**
 * The shared layout of banner copy: an eyebrow pill, a headline, body text and a button, stacked,
 * with sizes for the desktop and phone layouts. Also the options all site art takes.
 */
import { button, headline, paragraph, pill } from './banner-kit.ts';

export interface SiteArtOptions {
  shopName: string;
  instituteName: string;
  pickupPoint: string;
}

export type Layout = 'desktop' | 'mobile';

export interface Copy {
  eyebrow: string;
  title: string;
  body: string;
  cta?: string;
}

export interface Palette {
  title: string;
  body: string;
  pillBg: string;
  pillFg: string;
  ctaBg: string;
  ctaFg: string;
}

/** Eyebrow pill, headline, body copy and button stacked from (x, y). */
export function textStack(
  c: Copy,
  p: Palette,
  x: number,
  y: number,
  width: number,
  scale: { eyebrow: number; title: number; titleHeight: number; body: number; cta: number },
  anchor: 'start' | 'middle' = 'start',
): { svg: string; bottom: number } {
  const eb = pill(c.eyebrow, x, y, scale.eyebrow, p.pillBg, p.pillFg, anchor);
  let yy = y + eb.height + scale.eyebrow * 1.2;
  const t = headline(c.title, {
    x,
    y: yy,
    maxWidth: width,
    maxHeight: scale.titleHeight,
    maxSize: scale.title,
    color: p.title,
    anchor,
  });
  yy += t.fit.height + scale.body * 0.9;
  const b = paragraph(c.body, {
    x,
    y: yy,
    maxWidth: width,
    maxHeight: scale.body * 4.2,
    maxSize: scale.body,
    minSize: scale.body * 0.8,
    color: p.body,
    anchor,
  });
  yy += b.fit.height + scale.cta * 1.4;
  const btn = c.cta ? button(c.cta, x, yy, scale.cta, p.ctaBg, p.ctaFg, anchor) : undefined;
  return {
    svg: eb.svg + t.svg + b.svg + (btn?.svg ?? ''),
    bottom: btn ? yy + btn.height : yy,
  };
}

export const DESKTOP = { eyebrow: 22, title: 96, titleHeight: 210, body: 30, cta: 26 };
export const MOBILE = { eyebrow: 24, title: 92, titleHeight: 300, body: 34, cta: 30 };
