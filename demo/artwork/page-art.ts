/** Page illustrations: "Let's Work Together" (900 x 700), the 404 page and product-not-found (800 x 600). */
import { BRAND } from './brand.ts';
import { dotGrid, plain, sparkle, type Art } from './banner-kit.ts';
import { AMB, flatTee, hanger, IND, INK, shadow } from './illustration-kit.ts';
import { FONT } from './svg.ts';

// ---------------------------------------------------------------- Let's Work Together

export function collabArt(): Art {
  const node = (cx: number, cy: number, label: string, icon: string) =>
    `<circle cx="${cx}" cy="${cy + 8}" r="86" fill="${IND}" fill-opacity="0.14"/>` +
    `<circle cx="${cx}" cy="${cy}" r="86" fill="#ffffff" stroke="${IND}" stroke-width="5"/>` +
    `<g transform="translate(${cx} ${cy})">${icon}</g>` +
    `<rect x="${cx - 110}" y="${cy + 104}" width="220" height="50" rx="25" fill="${INK}"/>` +
    `<text x="${cx}" y="${cy + 138}" font-family="${FONT}" font-weight="700" font-size="24" text-anchor="middle" fill="#ffffff">${label}</text>`;
  const pencil =
    `<g transform="rotate(45)"><rect x="-12" y="-58" width="24" height="92" rx="4" fill="${AMB}"/>` +
    `<rect x="-12" y="-58" width="24" height="16" rx="4" fill="#fda4af"/>` +
    `<path d="M-12 34L0 58L12 34Z" fill="#fde68a"/><path d="M-4 50L0 58L4 50Z" fill="${INK}"/></g>` +
    `<circle cx="-30" cy="34" r="12" fill="${IND}"/><circle cx="-6" cy="44" r="9" fill="${BRAND.green}"/>`;
  const spool =
    `<rect x="-30" y="-44" width="60" height="88" rx="6" fill="${BRAND.green}"/>` +
    `<path d="M-30-30H30M-30-16H30M-30-2H30M-30 12H30M-30 26H30" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>` +
    `<rect x="-42" y="-54" width="84" height="16" rx="5" fill="${INK}"/>` +
    `<rect x="-42" y="38" width="84" height="16" rx="5" fill="${INK}"/>` +
    `<path d="M44 -40L20 52" stroke="#94a3b8" stroke-width="5" stroke-linecap="round"/><ellipse cx="42" cy="-32" rx="3" ry="7" fill="#ffffff" transform="rotate(14 42 -32)"/>`;
  const camera =
    `<rect x="-52" y="-30" width="78" height="60" rx="10" fill="${INK}"/>` +
    `<path d="M26-14L54-30V30L26 14Z" fill="${INK}"/>` +
    `<circle cx="-34" cy="-44" r="16" fill="none" stroke="${INK}" stroke-width="7"/>` +
    `<circle cx="0" cy="-44" r="16" fill="none" stroke="${INK}" stroke-width="7"/>` +
    `<circle cx="-12" cy="0" r="14" fill="#e11d48"/>`;
  const board =
    `<rect x="320" y="190" width="260" height="280" rx="24" fill="${IND}" transform="rotate(-4 450 330)"/>` +
    `<rect x="316" y="180" width="260" height="280" rx="24" fill="#ffffff" stroke="${IND}" stroke-width="5"/>` +
    `<g transform="translate(446 320) scale(0.9)">` +
    `<path d="M-38-84L-92-62L-110-8L-76 4L-66-18V92H66V-18L76 4L110-8L92-62L38-84C30-66 16-58 0-58C-16-58-30-66-38-84Z" fill="${BRAND.soft}" stroke="${IND}" stroke-width="5" stroke-dasharray="14 9" stroke-linejoin="round"/>` +
    `<path d="M-24 0L-6 18L28-16" fill="none" stroke="${BRAND.green}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  const link = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1}Q${(x1 + x2) / 2} ${Math.min(y1, y2) - 40} ${x2} ${y2}" fill="none" stroke="${IND}" stroke-width="5" stroke-dasharray="4 12" stroke-linecap="round"/>`;
  return plain(
    `<rect width="900" height="700" fill="${BRAND.soft}"/>` +
      `<circle cx="450" cy="360" r="300" fill="#e0e7ff"/>` +
      dotGrid(40, 40, 180, 140, 22, 3, IND, 0.25) +
      dotGrid(680, 520, 180, 140, 22, 3, IND, 0.25) +
      link(240, 160, 320, 250) +
      link(660, 160, 580, 250) +
      `<g transform="translate(0 -52)">${board}</g>` +
      node(160, 130, 'Designers', pencil) +
      node(740, 130, 'Manufacturers', spool) +
      node(450, 536, 'Videographers', camera) +
      sparkle(640, 520, 40, AMB) +
      sparkle(260, 520, 24, IND),
  );
}

// ---------------------------------------------------------------- lost pages

export function notFoundArt(): Art {
  const board = (y: number, w: number, dir: 1 | -1, text: string, color: string, rot: number) => {
    const x0 = dir === 1 ? 0 : -w;
    const tip = dir === 1 ? `L${w + 30} 30L${w} 60` : `L${-w - 30} 30L${-w} 60`;
    const start = dir === 1 ? `M0 0H${w}` : `M0 0H${-w}`;
    return (
      `<g transform="translate(400 ${y}) rotate(${rot})">` +
      `<path d="${start}${tip}H0Z" fill="${color}"/>` +
      `<path d="${start}${tip}H0Z" fill="none" stroke="${INK}" stroke-opacity="0.15" stroke-width="3"/>` +
      `<text x="${x0 + w / 2 + (dir === 1 ? 4 : -4)}" y="42" font-family="${FONT}" font-weight="700" font-size="30" letter-spacing="3" text-anchor="middle" fill="${color === AMB ? INK : '#ffffff'}">${text}</text></g>`
    );
  };
  return plain(
    `<rect width="800" height="600" fill="${BRAND.soft}"/>` +
      `<text x="400" y="330" font-family="${FONT}" font-weight="700" font-size="300" text-anchor="middle" fill="#c7d2fe" fill-opacity="0.6">404</text>` +
      `<path d="M0 520C160 480 300 500 420 510S680 490 800 470V600H0Z" fill="#c7d2fe"/>` +
      `<path d="M0 550C180 520 320 540 460 548S700 530 800 520V600H0Z" fill="#a5b4fc"/>` +
      `<ellipse cx="400" cy="520" rx="70" ry="10" fill="${INK}" fill-opacity="0.15"/>` +
      `<rect x="390" y="90" width="20" height="432" rx="6" fill="#92400e"/>` +
      `<circle cx="400" cy="88" r="14" fill="${INK}"/>` +
      board(120, 190, 1, 'SHOP', IND, -4) +
      board(200, 180, -1, 'HOME', AMB, 5) +
      board(280, 170, 1, '???', INK, 3) +
      // a tee on a hanger, hanging off the last sign
      `<path d="M520 344V370" stroke="${INK}" stroke-width="4"/>` +
      hanger(520, 384, 86, INK, 5) +
      `<g transform="translate(520 450) rotate(6) scale(0.62)">${flatTee(AMB, INK)}</g>` +
      `<path d="M150 140q14-12 28 0q14-12 28 0" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M620 80q10-8 20 0q10-8 20 0" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` +
      sparkle(680, 220, 30, AMB) +
      sparkle(120, 300, 18, IND),
  );
}

export function productNotFoundArt(): Art {
  const rail =
    `<rect x="150" y="120" width="500" height="16" rx="8" fill="${INK}"/>` +
    `<rect x="164" y="128" width="14" height="380" rx="6" fill="${INK}"/>` +
    `<rect x="622" y="128" width="14" height="380" rx="6" fill="${INK}"/>` +
    `<rect x="130" y="500" width="90" height="14" rx="7" fill="${INK}"/>` +
    `<rect x="580" y="500" width="90" height="14" rx="7" fill="${INK}"/>`;
  const ghost =
    `<g transform="translate(400 290) scale(0.9)">` +
    `<path d="M-38-84L-92-62L-110-8L-76 4L-66-18V92H66V-18L76 4L110-8L92-62L38-84C30-66 16-58 0-58C-16-58-30-66-38-84Z" fill="#ffffff" fill-opacity="0.6" stroke="${IND}" stroke-width="5" stroke-dasharray="14 10" stroke-linejoin="round"/>` +
    `<text x="0" y="36" font-family="${FONT}" font-weight="700" font-size="80" text-anchor="middle" fill="${IND}">?</text></g>`;
  const lens =
    `<g transform="translate(560 430) rotate(-30)">` +
    `<rect x="-10" y="52" width="20" height="80" rx="8" fill="${AMB}"/>` +
    `<circle r="58" fill="#ffffff" fill-opacity="0.55" stroke="${INK}" stroke-width="12"/>` +
    `<path d="M-30-20A36 36 0 0 1 -6-38" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/></g>`;
  return plain(
    `<rect width="800" height="600" fill="${BRAND.soft}"/>` +
      `<circle cx="400" cy="310" r="250" fill="#e0e7ff"/>` +
      dotGrid(40, 40, 160, 120, 22, 3, IND, 0.25) +
      shadow(400, 512, 280, 14) +
      rail +
      `<g transform="rotate(12 250 128)">${hanger(250, 170, 90, IND, 5)}</g>` +
      hanger(400, 170, 90, IND, 5) +
      ghost +
      hanger(550, 170, 90, IND, 5) +
      lens +
      sparkle(680, 110, 30, AMB) +
      sparkle(110, 420, 20, IND),
  );
}
