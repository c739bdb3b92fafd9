/**
 * Flat illustrations: the four "What We Offer" cards (manufacturing, design, sales, visibility),
 * "Let's Work Together", the 404 page and the product-not-found page.
 */
import { BRAND, TEE_MARK_PATH } from './brand.ts';
import { dotGrid, sparkle, plain, type Art } from './banner-kit.ts';
import { FONT, r } from './svg.ts';

const INK = BRAND.ink;
const IND = BRAND.indigo;
const AMB = BRAND.amber;

const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.12) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r(ry)}" fill="${IND}" fill-opacity="0.14"/>`;

/** A simple flat tee (front) in a 200 x 200 box centred on (0, 0). */
function flatTee(color: string, ink?: string): string {
  return (
    `<path d="M-38-84L-92-62L-110-8L-76 4L-66-18V92H66V-18L76 4L110-8L92-62L38-84C30-66 16-58 0-58C-16-58-30-66-38-84Z" fill="${color}" stroke="${INK}" stroke-opacity="0.18" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M-38-84C-30-66-16-58 0-58C16-58 30-66 38-84" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="6"/>` +
    (ink
      ? `<path d="M-30 0H30M-22 18H22" stroke="${ink}" stroke-width="9" stroke-linecap="round"/>`
      : '')
  );
}

function hanger(x: number, y: number, w: number, color: string, sw = 6): string {
  return (
    `<path d="M${x} ${y - 30}C${x} ${y - 46} ${x + 18} ${y - 46} ${x + 18} ${y - 32}C${x + 18} ${y - 22} ${x} ${y - 22} ${x} ${y - 10}V${y}` +
    `L${r(x + w / 2)} ${r(y + w * 0.26)}H${r(x - w / 2)}Z" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linejoin="round" stroke-linecap="round"/>`
  );
}

function card(w: number, h: number, extra = ''): string {
  return (
    `<rect width="${w}" height="${h}" fill="${BRAND.soft}"/>` +
    `<circle cx="${w * 0.5}" cy="${h * 0.52}" r="${h * 0.42}" fill="#e0e7ff"/>` +
    dotGrid(w * 0.06, h * 0.08, w * 0.22, h * 0.2, 20, 2.5, IND, 0.25) +
    extra
  );
}

// ---------------------------------------------------------------- What We Offer

export function manufacturingArt(): Art {
  const machine =
    // base plate and table
    `<rect x="120" y="330" width="360" height="26" rx="8" fill="${INK}"/>` +
    `<rect x="140" y="300" width="320" height="34" rx="8" fill="#c7d2fe"/>` +
    // fabric on the plate with a fresh stitch line
    `<path d="M150 304L300 296L330 330H160Z" fill="${AMB}"/>` +
    `<path d="M180 314H300" stroke="${INK}" stroke-width="3" stroke-dasharray="8 6"/>` +
    // pillar and arm
    `<path d="M360 300V150C360 126 378 110 402 110H404C428 110 444 128 444 150V300Z" fill="#ffffff" stroke="${IND}" stroke-width="6"/>` +
    `<path d="M178 110H404V172H226V206H178Z" fill="#ffffff" stroke="${IND}" stroke-width="6" stroke-linejoin="round"/>` +
    `<rect x="178" y="122" width="226" height="14" fill="${IND}"/>` +
    // needle bar and needle
    `<rect x="192" y="206" width="20" height="50" rx="4" fill="${INK}"/>` +
    `<path d="M202 256V298" stroke="#94a3b8" stroke-width="4" stroke-linecap="round"/>` +
    // hand wheel
    `<circle cx="452" cy="170" r="34" fill="${AMB}" stroke="${INK}" stroke-width="5"/>` +
    `<circle cx="452" cy="170" r="10" fill="${INK}"/>` +
    // spool on top with thread to the needle
    `<rect x="300" y="62" width="34" height="48" rx="4" fill="${BRAND.green}"/>` +
    `<rect x="294" y="58" width="46" height="10" rx="3" fill="${INK}"/>` +
    `<rect x="294" y="104" width="46" height="10" rx="3" fill="${INK}"/>` +
    `<path d="M317 84C260 80 230 100 210 126L204 214" fill="none" stroke="${BRAND.green}" stroke-width="3"/>` +
    // dials
    `<circle cx="402" cy="210" r="14" fill="${BRAND.soft}" stroke="${IND}" stroke-width="4"/>` +
    `<circle cx="402" cy="256" r="10" fill="${AMB}"/>`;
  const tape =
    `<path d="M70 390C120 360 170 400 230 380S330 350 380 372" fill="none" stroke="${AMB}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M80 384l2 8M100 377l2 8M120 374l2 8M140 377l2 8M160 382l2 8M180 385l2 8M200 385l2 8M220 382l2 8" stroke="${INK}" stroke-width="2"/>`;
  return plain(
    card(600, 450) +
      shadow(300, 360, 200) +
      machine +
      tape +
      `<g transform="translate(520 360) scale(0.42)">${flatTee(IND, '#ffffff')}</g>` +
      sparkle(520, 80, 34, AMB) +
      sparkle(555, 125, 16, IND),
  );
}

export function designArt(): Art {
  const screen =
    `<rect x="110" y="70" width="380" height="290" rx="26" fill="${INK}"/>` +
    `<rect x="128" y="88" width="344" height="254" rx="12" fill="#ffffff"/>` +
    // toolbar
    `<rect x="140" y="102" width="40" height="226" rx="8" fill="${BRAND.soft}"/>` +
    [120, 160, 200, 240]
      .map(
        (y, i) =>
          `<circle cx="160" cy="${y}" r="11" fill="${[IND, AMB, BRAND.green, '#e11d48'][i]}"/>`,
      )
      .join('') +
    `<rect x="150" y="270" width="20" height="20" rx="4" fill="none" stroke="${IND}" stroke-width="3"/>` +
    // a tee being drawn, with pen-tool handles
    `<g transform="translate(330 215) scale(0.78)">` +
    `<path d="M-38-84L-92-62L-110-8L-76 4L-66-18V92H66V-18L76 4L110-8L92-62L38-84C30-66 16-58 0-58C-16-58-30-66-38-84Z" fill="${BRAND.soft}" stroke="${IND}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="M-30 6H30" stroke="${AMB}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M-20 28H20" stroke="${AMB}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M66 92L130 60" stroke="${IND}" stroke-width="2"/><path d="M66 92L10 120" stroke="${IND}" stroke-width="2"/>` +
    `<rect x="58" y="84" width="16" height="16" fill="#ffffff" stroke="${IND}" stroke-width="3"/>` +
    `<circle cx="130" cy="60" r="7" fill="${IND}"/><circle cx="10" cy="120" r="7" fill="${IND}"/>` +
    `<rect x="-46" y="-92" width="16" height="16" fill="#ffffff" stroke="${IND}" stroke-width="3"/>` +
    `</g>`;
  const stylus =
    `<g transform="translate(470 330) rotate(-38)">` +
    `<rect x="-12" y="-150" width="24" height="150" rx="10" fill="${AMB}"/>` +
    `<rect x="-12" y="-150" width="24" height="24" rx="10" fill="${INK}"/>` +
    `<path d="M-12 0L0 34L12 0Z" fill="#fde68a"/><path d="M-4 22L0 34L4 22Z" fill="${INK}"/></g>`;
  const swatches =
    `<g transform="translate(62 250) rotate(-8)">` +
    `<rect width="92" height="150" rx="12" fill="#ffffff" stroke="${IND}" stroke-opacity="0.2" stroke-width="2"/>` +
    [IND, AMB, BRAND.green]
      .map((c, i) => `<rect x="12" y="${12 + i * 44}" width="68" height="34" rx="6" fill="${c}"/>`)
      .join('') +
    `</g>`;
  return plain(
    card(600, 450) + shadow(300, 392, 210) + screen + swatches + stylus + sparkle(530, 90, 34, AMB),
  );
}

export function salesArt(): Art {
  const scallops = Array.from({ length: 8 }, (_, i) => {
    const x = 130 + i * 42.5;
    return `<path d="M${x} 170a21.25 21.25 0 0 0 42.5 0Z" fill="${i % 2 ? '#ffffff' : IND}"/>`;
  }).join('');
  const stripes = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M${130 + i * 42.5} 120H${172.5 + i * 42.5}V170H${130 + i * 42.5}Z" fill="${i % 2 ? '#ffffff' : IND}"/>`,
  ).join('');
  const shop =
    `<rect x="140" y="150" width="320" height="220" fill="#ffffff" stroke="${IND}" stroke-width="5"/>` +
    `<rect x="120" y="100" width="360" height="26" rx="6" fill="${INK}"/>` +
    stripes +
    scallops +
    `<path d="M130 126V170M470 126V170" stroke="${IND}" stroke-width="4"/>` +
    // window with two tees on a rail
    `<rect x="166" y="210" width="170" height="140" rx="6" fill="${BRAND.soft}" stroke="${IND}" stroke-width="4"/>` +
    `<path d="M176 232H326" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` +
    `<g transform="translate(214 292) scale(0.46)">${flatTee(AMB)}</g>` +
    `<g transform="translate(290 292) scale(0.46)">${flatTee(IND)}</g>` +
    // door with an OPEN sign
    `<rect x="360" y="220" width="76" height="150" rx="4" fill="${IND}"/>` +
    `<circle cx="424" cy="300" r="5" fill="${AMB}"/>` +
    `<rect x="370" y="236" width="56" height="24" rx="4" fill="#ffffff"/>` +
    `<text x="398" y="254" font-family="${FONT}" font-weight="700" font-size="14" text-anchor="middle" fill="${BRAND.green}">OPEN</text>`;
  const bag =
    `<g transform="translate(480 330)">` +
    `<path d="M-22-42C-22-70 22-70 22-42" fill="none" stroke="${INK}" stroke-width="7"/>` +
    `<path d="M-46-46H46L52 56H-52Z" fill="${AMB}"/>` +
    `<g transform="translate(-22 -22) scale(0.44)"><path d="${TEE_MARK_PATH}" fill="#ffffff"/></g></g>`;
  const chart =
    `<g transform="translate(64 74)">` +
    `<rect width="120" height="90" rx="12" fill="#ffffff" stroke="${IND}" stroke-opacity="0.2" stroke-width="2"/>` +
    `<rect x="18" y="52" width="14" height="22" rx="3" fill="#c7d2fe"/><rect x="42" y="40" width="14" height="34" rx="3" fill="#a5b4fc"/>` +
    `<rect x="66" y="28" width="14" height="46" rx="3" fill="${IND}"/>` +
    `<path d="M18 40L50 24L70 30L100 12" fill="none" stroke="${BRAND.green}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M86 10L102 11L99 26" fill="none" stroke="${BRAND.green}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  return plain(card(600, 450) + shadow(300, 376, 230) + shop + bag + chart);
}

export function visibilityArt(): Art {
  const beam =
    `<path d="M300 250L560 40V330Z" fill="${AMB}" fill-opacity="0.16"/>` +
    `<path d="M300 250L560 110V250Z" fill="${AMB}" fill-opacity="0.14"/>`;
  const megaphone =
    `<g transform="translate(250 260) rotate(-22)">` +
    `<path d="M-10 52L20 120H52L34 52Z" fill="${INK}"/>` +
    `<rect x="-96" y="-30" width="56" height="70" rx="14" fill="${INK}"/>` +
    `<path d="M-50-34L110-96V136L-50 74Z" fill="${IND}"/>` +
    `<path d="M-50-34L110-96V-60L-50 0Z" fill="#ffffff" fill-opacity="0.14"/>` +
    `<ellipse cx="110" cy="20" rx="24" ry="118" fill="${AMB}"/>` +
    `<ellipse cx="114" cy="20" rx="12" ry="92" fill="#fde68a"/>` +
    `</g>`;
  const waves = [70, 110, 150]
    .map(
      (rad, i) =>
        `<path d="M${r(380 + rad * 0.5)} ${r(160 - rad * 0.6)}A${rad} ${rad} 0 0 1 ${r(380 + rad * 0.9)} ${r(200 + rad * 0.3)}" fill="none" stroke="${IND}" stroke-opacity="${0.8 - i * 0.2}" stroke-width="10" stroke-linecap="round"/>`,
    )
    .join('');
  const bubble = (x: number, y: number, content: string, color: string) =>
    `<g transform="translate(${x} ${y})"><rect x="-44" y="-30" width="88" height="60" rx="16" fill="#ffffff" stroke="${color}" stroke-width="3"/>` +
    `<path d="M-14 28L-24 46L4 30" fill="#ffffff" stroke="${color}" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="-16" y="24" width="24" height="6" fill="#ffffff"/>${content}</g>`;
  const heart = `<path d="M0 14C-22 0-22-18-10-20C-4-21 0-16 0-12C0-16 4-21 10-20C22-18 22 0 0 14Z" fill="#e11d48"/>`;
  const plus = `<text x="0" y="10" font-family="${FONT}" font-weight="700" font-size="26" text-anchor="middle" fill="${IND}">+1K</text>`;
  return plain(
    card(600, 450) +
      beam +
      shadow(260, 400, 150) +
      megaphone +
      waves +
      bubble(110, 120, heart, '#fda4af') +
      bubble(500, 370, plus, '#c7d2fe') +
      sparkle(470, 70, 36, AMB) +
      sparkle(120, 330, 20, IND),
  );
}

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
