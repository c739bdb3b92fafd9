/** The four "What We Offer" card illustrations (600 x 450): manufacturing, design, sales, visibility. */
import { BRAND, TEE_MARK_PATH } from './brand.ts';
import { plain, sparkle, type Art } from './banner-kit.ts';
import { AMB, card, flatTee, IND, INK, shadow } from './illustration-kit.ts';
import { FONT, r } from './svg.ts';

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
