/** Drawn scenes and decorations used by the banners: night sky, club stamp, pickup scene, folded tees. */
import { BRAND, TEE_MARK_PATH } from './brand.ts';
import { r } from './svg.ts';

/** Stars, seeded so every build draws the same sky, kept out of the text box `keepOut`. */
export function night(
  w: number,
  h: number,
  seed: number,
  keepOut: [number, number, number, number],
): string {
  const [kx, ky, kw, kh] = keepOut;
  let out = '';
  let s = seed;
  const rand = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  for (let i = 0; i < 70; i++) {
    const x = rand() * w;
    const y = rand() * h * 0.9;
    if (x > kx && x < kx + kw && y > ky && y < ky + kh) continue;
    out += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(1 + rand() * 2.2)}" fill="#ffffff" fill-opacity="${(0.25 + rand() * 0.55).toFixed(2)}"/>`;
  }
  return out;
}

export function stamp(cx: number, cy: number, rad: number, text: string, rot: number): string {
  return (
    `<g transform="translate(${cx} ${cy}) rotate(${rot})">` +
    `<circle r="${rad}" fill="${BRAND.ink}"/>` +
    `<circle r="${rad - 10}" fill="none" stroke="${BRAND.amber}" stroke-width="3" stroke-dasharray="3 7"/>` +
    `<text y="${r(-rad * 0.08)}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${r(rad * 0.32)}" text-anchor="middle" fill="#ffffff">YOUR</text>` +
    `<text y="${r(rad * 0.32)}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${r(rad * 0.32)}" text-anchor="middle" fill="${BRAND.amber}">${text}</text></g>`
  );
}

/** A hostel block, a parcel with a tee peeking out and a map pin. Drawn around (0, 0), ~560 wide. */
export function pickupScene(): string {
  const windows: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      const lit = (row * 5 + col) % 3 === 0;
      windows.push(
        `<rect x="${-250 + col * 56}" y="${-210 + row * 62}" width="34" height="40" rx="4" fill="${lit ? '#fde68a' : '#c7d2fe'}"/>`,
      );
    }
  }
  return (
    `<ellipse cx="20" cy="150" rx="320" ry="26" fill="${BRAND.indigo}" fill-opacity="0.12"/>` +
    // hostel block
    `<rect x="-280" y="-260" width="300" height="410" rx="10" fill="#ffffff" stroke="${BRAND.indigo}" stroke-width="6"/>` +
    `<rect x="-292" y="-280" width="324" height="36" rx="8" fill="${BRAND.indigo}"/>` +
    windows.join('') +
    `<rect x="-168" y="60" width="76" height="90" rx="6" fill="${BRAND.indigoDark}"/>` +
    `<circle cx="-104" cy="108" r="5" fill="${BRAND.amber}"/>` +
    `<text x="-130" y="-254" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="20" letter-spacing="4" text-anchor="middle" fill="#ffffff">HOSTEL</text>` +
    // a closed parcel with the shop's mark and a shipping label
    `<g transform="translate(170 40)">` +
    `<path d="M-130 -10L-80 -60H120L70 -10Z" fill="#f59e0b"/>` +
    `<path d="M-40 -10L10 -60H40L-10 -10Z" fill="#fef3c7" fill-opacity="0.85"/>` +
    `<rect x="-130" y="-10" width="200" height="140" rx="4" fill="#d97706"/>` +
    `<path d="M70 -10L120 -60V80L70 130Z" fill="#b45309"/>` +
    `<rect x="-40" y="-10" width="30" height="140" fill="#fef3c7" fill-opacity="0.85"/>` +
    `<g transform="translate(-118 30) scale(0.62)"><path d="${TEE_MARK_PATH}" fill="#ffffff" stroke="#ffffff" stroke-width="4" stroke-linejoin="round"/></g>` +
    `<rect x="4" y="64" width="54" height="46" rx="4" fill="#ffffff"/>` +
    `<path d="M12 78h38M12 90h26M12 100h32" stroke="#94a3b8" stroke-width="4" stroke-linecap="round"/>` +
    `</g>` +
    // map pin
    `<g transform="translate(60 -220)">` +
    `<ellipse cx="0" cy="150" rx="26" ry="8" fill="#000" fill-opacity="0.12"/>` +
    `<path d="M0 140C-10 110 -70 60 -70 0A70 70 0 1 1 70 0C70 60 10 110 0 140Z" fill="${BRAND.green}"/>` +
    `<circle r="34" fill="#ffffff"/>` +
    `<path d="M-16 0L-4 12L18 -12" fill="none" stroke="${BRAND.green}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</g>`
  );
}

/** A stack of folded tees, drawn around (0, 0) with the bottom of the stack at y = 0. */
export function foldedStack(colors: string[], w: number): string {
  const h = w * 0.22;
  let out = `<ellipse cx="0" cy="${r(h * 0.95)}" rx="${r(w * 0.58)}" ry="${r(h * 0.22)}" fill="#000" fill-opacity="0.3"/>`;
  colors.forEach((col, i) => {
    const y = -i * h * 0.94;
    const dx = ((i * 37) % 5) - 2;
    const x = -w / 2 + dx * 3;
    out +=
      `<rect x="${r(x)}" y="${r(y)}" width="${w}" height="${r(h)}" rx="${r(h * 0.28)}" fill="${col}"/>` +
      `<rect x="${r(x)}" y="${r(y)}" width="${w}" height="${r(h)}" rx="${r(h * 0.28)}" fill="url(#foldshade)"/>` +
      // the folded-in sleeves and the centre fold
      `<path d="M${r(x + w * 0.2)} ${r(y + 3)}L${r(x + w * 0.12)} ${r(y + h - 3)}M${r(x + w * 0.8)} ${r(y + 3)}L${r(x + w * 0.88)} ${r(y + h - 3)}" stroke="#000" stroke-opacity="0.14" stroke-width="3"/>` +
      `<path d="M${r(x + 8)} ${r(y + h * 0.5)}H${r(x + w - 8)}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3"/>`;
  });
  const top = -(colors.length - 1) * h * 0.94;
  const col = colors[colors.length - 1] ?? '#fff';
  out +=
    `<path d="M${r(-w * 0.15)} ${r(top + 2)}C${r(-w * 0.11)} ${r(top + h * 0.6)} ${r(w * 0.11)} ${r(top + h * 0.6)} ${r(w * 0.15)} ${r(top + 2)}Z" fill="#000" fill-opacity="0.25"/>` +
    `<path d="M${r(-w * 0.15)} ${r(top + 2)}C${r(-w * 0.11)} ${r(top + h * 0.6)} ${r(w * 0.11)} ${r(top + h * 0.6)} ${r(w * 0.15)} ${r(top + 2)}" fill="none" stroke="${col}" stroke-width="7"/>` +
    `<rect x="${r(-w * 0.045)}" y="${r(top + h * 0.1)}" width="${r(w * 0.09)}" height="${r(h * 0.16)}" rx="2" fill="#ffffff" fill-opacity="0.9"/>`;
  return out;
}

export const FOLD_SHADE =
  `<linearGradient id="foldshade" x1="0" y1="0" x2="0" y2="1">` +
  `<stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/>` +
  `<stop offset="1" stop-color="#000000" stop-opacity="0.22"/></linearGradient>`;
