/**
 * Print motifs drawn as vector art in one ink colour, each in a 200 x 200 box centred on (0, 0).
 * `knockout` is the garment colour, used where a motif cuts through to the fabric.
 */

export const MOTIFS = ['none', 'flame', 'star', 'wave', 'circuit', 'crest'] as const;
export type Motif = (typeof MOTIFS)[number];

function flame(ink: string): string {
  const outer =
    'M0 100C-56 100-86 62-86 18C-86-26-58-48-42-92C-30-62-20-48-4-40C-6-72 8-92 26-104' +
    'C32-62 86-36 86 18C86 62 56 100 0 100Z';
  const inner =
    'M0 84C-30 84-46 64-46 40C-46 14-26 2-18-24C-8-4 4 2 12 8C16-8 22-16 28-26' +
    'C40-2 46 20 46 40C46 64 30 84 0 84Z';
  const core = 'M0 74C-14 74-22 64-22 52C-22 36-8 28 0 10C8 28 22 36 22 52C22 64 14 74 0 74Z';
  return (
    `<path d="${outer}${inner}" fill="${ink}" fill-rule="evenodd"/>` +
    `<path d="${core}" fill="${ink}"/>`
  );
}

function starPoints(cx: number, cy: number, r1: number, r2: number, n = 5): string {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 === 0 ? r1 : r2;
    const a = (Math.PI * i) / n - Math.PI / 2;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

function sparkle(cx: number, cy: number, r: number, ink: string): string {
  return `<path d="M${cx} ${cy - r}Q${cx} ${cy} ${cx + r} ${cy}Q${cx} ${cy} ${cx} ${cy + r}Q${cx} ${cy} ${cx - r} ${cy}Q${cx} ${cy} ${cx} ${cy - r}Z" fill="${ink}"/>`;
}

function star(ink: string): string {
  return (
    `<circle r="92" fill="none" stroke="${ink}" stroke-width="8"/>` +
    `<circle r="76" fill="none" stroke="${ink}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>` +
    `<polygon points="${starPoints(0, 4, 62, 26)}" fill="${ink}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>` +
    sparkle(86, -86, 18, ink) +
    sparkle(-98, 64, 12, ink) +
    sparkle(104, 40, 9, ink)
  );
}

function wave(ink: string, knockout: string): string {
  const line = (y: number) =>
    `M-110 ${y}C-80 ${y - 22}-55 ${y - 22}-28 ${y}S24 ${y + 22} 52 ${y}S96 ${y - 22} 120 ${y}`;
  return (
    `<clipPath id="wave-clip"><circle r="86"/></clipPath>` +
    `<circle r="94" fill="${ink}"/>` +
    `<circle r="84" fill="${knockout}"/>` +
    `<g clip-path="url(#wave-clip)">` +
    `<circle cx="0" cy="-12" r="34" fill="${ink}"/>` +
    `<rect x="-100" y="22" width="200" height="90" fill="${knockout}"/>` +
    `<path d="${line(26)}L120 120L-110 120Z" fill="${ink}"/>` +
    `<path d="${line(52)}" fill="none" stroke="${knockout}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="${line(76)}" fill="none" stroke="${knockout}" stroke-width="8" stroke-linecap="round"/>` +
    `</g>`
  );
}

function circuit(ink: string, knockout: string): string {
  const traces = [
    'M-36-18H-70V-60H-96',
    'M-36 0H-104',
    'M-36 18H-62V64H-88',
    'M36-18H72V-50H98',
    'M36 0H106',
    'M36 18H60V70H92',
    'M-14-36V-78H-40V-100',
    'M14-36V-96',
    'M-14 36V90',
    'M14 36V66H44V96',
  ];
  const pads: [number, number][] = [
    [-96, -60],
    [-104, 0],
    [-88, 64],
    [98, -50],
    [106, 0],
    [92, 70],
    [-40, -100],
    [14, -96],
    [-14, 90],
    [44, 96],
  ];
  return (
    traces
      .map(
        (d) =>
          `<path d="${d}" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
      )
      .join('') +
    pads
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="10" fill="${knockout}" stroke="${ink}" stroke-width="6"/>`,
      )
      .join('') +
    `<rect x="-40" y="-40" width="80" height="80" rx="10" fill="${ink}"/>` +
    `<rect x="-24" y="-24" width="48" height="48" rx="4" fill="none" stroke="${knockout}" stroke-width="4"/>` +
    `<circle cx="-12" cy="-12" r="5" fill="${knockout}"/>`
  );
}

function crest(ink: string, knockout: string): string {
  const shield = 'M-82-92H82V-4C82 50 44 84 0 102C-44 84-82 50-82-4Z';
  const innerShield = 'M-68-78H68V-6C68 40 36 68 0 84C-36 68-68 40-68-6Z';
  return (
    `<path d="${shield}" fill="${ink}"/>` +
    `<path d="${innerShield}" fill="none" stroke="${knockout}" stroke-width="4"/>` +
    `<path d="M-68-30L0 12L68-30V-6L0 36L-68-6Z" fill="${knockout}"/>` +
    `<polygon points="${starPoints(-34, -52, 13, 5.5)}" fill="${knockout}"/>` +
    `<polygon points="${starPoints(0, -56, 15, 6.5)}" fill="${knockout}"/>` +
    `<polygon points="${starPoints(34, -52, 13, 5.5)}" fill="${knockout}"/>` +
    `<circle cx="0" cy="58" r="9" fill="${knockout}"/>`
  );
}

/** The motif centred at (x, y), `size` px across. Returns '' for 'none'. */
export function drawMotif(
  motif: Motif | undefined,
  ink: string,
  knockout: string,
  x: number,
  y: number,
  size: number,
): string {
  if (!motif || motif === 'none') return '';
  const body =
    motif === 'flame'
      ? flame(ink)
      : motif === 'star'
        ? star(ink)
        : motif === 'wave'
          ? wave(ink, knockout)
          : motif === 'circuit'
            ? circuit(ink, knockout)
            : crest(ink, knockout);
  return `<g transform="translate(${x} ${y}) scale(${(size / 220).toFixed(4)})">${body}</g>`;
}
