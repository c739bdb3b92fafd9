/** Small drawing pieces shared by the illustrations: palette shortcuts, floor shadow, flat tee, hanger, card background. */
import { BRAND } from './brand.ts';
import { dotGrid } from './banner-kit.ts';
import { r } from './svg.ts';

export const INK = BRAND.ink;
export const IND = BRAND.indigo;
export const AMB = BRAND.amber;

export const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.12) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r(ry)}" fill="${IND}" fill-opacity="0.14"/>`;

/** A simple flat tee (front) in a 200 x 200 box centred on (0, 0). */
export function flatTee(color: string, ink?: string): string {
  return (
    `<path d="M-38-84L-92-62L-110-8L-76 4L-66-18V92H66V-18L76 4L110-8L92-62L38-84C30-66 16-58 0-58C-16-58-30-66-38-84Z" fill="${color}" stroke="${INK}" stroke-opacity="0.18" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M-38-84C-30-66-16-58 0-58C16-58 30-66 38-84" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="6"/>` +
    (ink
      ? `<path d="M-30 0H30M-22 18H22" stroke="${ink}" stroke-width="9" stroke-linecap="round"/>`
      : '')
  );
}

export function hanger(x: number, y: number, w: number, color: string, sw = 6): string {
  return (
    `<path d="M${x} ${y - 30}C${x} ${y - 46} ${x + 18} ${y - 46} ${x + 18} ${y - 32}C${x + 18} ${y - 22} ${x} ${y - 22} ${x} ${y - 10}V${y}` +
    `L${r(x + w / 2)} ${r(y + w * 0.26)}H${r(x - w / 2)}Z" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"/>`
  );
}

export function card(w: number, h: number, extra = ''): string {
  return (
    `<rect width="${w}" height="${h}" fill="${BRAND.soft}"/>` +
    `<circle cx="${w * 0.5}" cy="${h * 0.52}" r="${h * 0.42}" fill="#e0e7ff"/>` +
    dotGrid(w * 0.06, h * 0.08, w * 0.22, h * 0.2, 20, 2.5, IND, 0.25) +
    extra
  );
}
