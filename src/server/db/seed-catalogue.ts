/**
 * The demo catalogue a fresh shop starts with. Names, prices and copy are ours; the six home-page
 * products keep the original contract's names.
 * Every product lists all six sizes; a quantity of 0 shows that size as sold out.
 */
import type { Size } from '#shared/rules/sizes.ts';
import type { Style } from '#shared/rules/styles.ts';

export interface DemoProduct {
  name: string;
  /** Also the source of the product page slug. */
  details: string;
  description: string;
  priceRupees: number;
  /**
   * The price it had before its price (seeded as its price history, so the page strikes it
   * through); most products have none.
   */
  compareAtRupees?: number;
  style: Style;
  /** False for club (sponsored) tees: they need a tee name and institution name. */
  isOwnBrand: boolean;
  tags: string[];
  colors: string[];
  stock: Record<Size, number>;
}

/** Stock per size, smallest first: XS, S, M, L, XL, 2XL. */
function stock(xs: number, s: number, m: number, l: number, xl: number, xxl: number) {
  return { XS: xs, S: s, M: m, L: l, XL: xl, '2XL': xxl };
}

export const DEMO_CATALOGUE: readonly DemoProduct[] = [
  {
    name: 'Average IITian',
    details: 'Average IITian Oversized Tee - Black',
    description:
      'For everyone who has cleared a quiz on pure instinct and called it strategy. A heavyweight 240 GSM cotton oversized tee with dropped shoulders and a bold front print that survives a semester of hostel washing machines. Wear it to class, to the canteen and on the late-night Maggi run.',
    priceRupees: 699,
    compareAtRupees: 849,
    style: 'oversized',
    isOwnBrand: true,
    tags: ['oversized', 'humour', 'bestseller', 'cotton'],
    colors: ['Black'],
    stock: stock(6, 14, 22, 18, 9, 0),
  },
  {
    name: 'Take Lite',
    details: 'Take Lite Oversized Tee - Sand',
    description:
      "Chennai's favourite two-word philosophy, printed big. Soft-washed 220 GSM cotton in a relaxed oversized cut that stays cool through humid afternoons between labs. For the friend who says it before every midsem and somehow means it.",
    priceRupees: 649,
    style: 'oversized',
    isOwnBrand: true,
    tags: ['oversized', 'chennai', 'slang', 'summer'],
    colors: ['Sand'],
    stock: stock(4, 10, 16, 15, 8, 5),
  },
  {
    name: 'Boss Baby',
    details: 'Boss Baby Regular Tee - Baby Pink',
    description:
      'Youngest in the wing, running the group project anyway. A classic regular-fit tee in 180 GSM combed cotton with a crisp print that does not crack. Tuck it, knot it or wear it straight.',
    priceRupees: 549,
    style: 'regular',
    isOwnBrand: true,
    tags: ['regular', 'pastel', 'fun'],
    colors: ['Baby Pink'],
    stock: stock(8, 12, 0, 10, 6, 3),
  },
  {
    name: 'White IIT M',
    details: 'White IIT M Classic Tee - White',
    description:
      "The everyday campus essential: a clean white tee with the institute's name over a simple crest. 180 GSM combed cotton, a reinforced neck rib and a regular fit that works under a flannel or on its own. The one you will reach for on convocation morning.",
    priceRupees: 499,
    style: 'regular',
    isOwnBrand: true,
    tags: ['regular', 'classic', 'campus', 'white'],
    colors: ['White'],
    stock: stock(10, 20, 25, 22, 12, 6),
  },
  {
    name: 'Green IIT M',
    details: 'Green IIT M Classic Tee - Bottle Green',
    description:
      'Our campus classic in a deep bottle green, the colour of the forest around the hostels. The same 180 GSM combed cotton and regular fit as the white edition, with a cream print that stays sharp wash after wash. Keep an eye out for the deer.',
    priceRupees: 499,
    style: 'regular',
    isOwnBrand: true,
    tags: ['regular', 'classic', 'campus', 'green'],
    colors: ['Bottle Green'],
    stock: stock(6, 15, 0, 18, 10, 0),
  },
  {
    name: 'Entrepreneurial Flame',
    details: 'Entrepreneurial Flame Oversized Tee - Charcoal',
    description:
      'Made for the founders pitching in the canteen and the coders shipping at dawn. A heavyweight oversized tee with a bright orange flame on charcoal and a back line for every incubator hopeful. 240 GSM cotton that keeps its shape through hackathon weekends.',
    priceRupees: 749,
    style: 'oversized',
    isOwnBrand: true,
    tags: ['oversized', 'startup', 'founders', 'bestseller'],
    colors: ['Charcoal'],
    stock: stock(3, 9, 14, 12, 0, 4),
  },
  {
    name: 'Campus Crest Hoodie',
    details: 'Campus Crest Hoodie - Navy',
    description:
      'A brushed-fleece pullover for air-conditioned lecture halls and December mornings. 320 GSM cotton-rich fleece, a lined hood and a kangaroo pocket that fits a calculator and a charger. The crest is printed in a soft gold.',
    priceRupees: 1299,
    compareAtRupees: 1599,
    style: 'hoodie',
    isOwnBrand: true,
    tags: ['hoodie', 'winter', 'campus', 'fleece'],
    colors: ['Navy'],
    stock: stock(2, 8, 12, 12, 7, 4),
  },
  {
    name: 'Late Night Labs Hoodie',
    details: 'Late Night Labs Hoodie - Charcoal Grey',
    description:
      "For the ones who know the lab's 3 a.m. hum better than their alarm. A heavyweight charcoal hoodie with a mint circuit print and a back print that never finishes loading. Warm enough for freezing server rooms, light enough to stuff into a backpack.",
    priceRupees: 1399,
    style: 'hoodie',
    isOwnBrand: true,
    tags: ['hoodie', 'coding', 'night owl', 'winter'],
    colors: ['Charcoal Grey'],
    stock: stock(0, 5, 9, 11, 6, 0),
  },
  {
    name: 'Zero Hour Hoodie',
    details: 'Zero Hour Hoodie - Black',
    description:
      'Named for the quiet stretch between the last submission and the first class. A midweight black hoodie with a minimal white print, ribbed cuffs and a relaxed fit that layers over any tee. The most borrowed piece in every hostel wing.',
    priceRupees: 1199,
    style: 'hoodie',
    isOwnBrand: true,
    tags: ['hoodie', 'minimal', 'black'],
    colors: ['Black'],
    stock: stock(3, 7, 10, 8, 5, 2),
  },
  {
    name: 'Chai Over Code',
    details: 'Chai Over Code Regular Tee - Cream',
    description:
      'Every bug looks smaller after a cutting chai at the canteen. A cream regular-fit tee with a warm brown print, in pre-shrunk 180 GSM combed cotton that fits the same after the first wash. Made for long library evenings.',
    priceRupees: 449,
    style: 'regular',
    isOwnBrand: true,
    tags: ['regular', 'coding', 'chai'],
    colors: ['Cream'],
    stock: stock(5, 12, 15, 0, 8, 4),
  },
  {
    name: 'Trust The Curve',
    details: 'Trust The Curve Oversized Tee - Off White',
    description:
      'A reminder, worn on the chest, that relative grading is on your side. An off-white oversized tee in 220 GSM cotton with a navy print and dropped shoulders. Best worn on results day.',
    priceRupees: 599,
    style: 'oversized',
    isOwnBrand: true,
    tags: ['oversized', 'humour', 'exams'],
    colors: ['Off White'],
    stock: stock(4, 11, 13, 13, 9, 6),
  },
  {
    name: 'Open To Work',
    details: 'Open To Work Oversized Tee - Olive',
    description:
      'Placement season, summed up. An olive oversized tee in heavyweight cotton with a clean front print and a back line every final-year student will recognise. Easy enough for the waiting room, bold enough for the batch photo.',
    priceRupees: 699,
    style: 'oversized',
    isOwnBrand: true,
    tags: ['oversized', 'placements', 'final year'],
    colors: ['Olive'],
    stock: stock(2, 8, 12, 10, 0, 3),
  },
  {
    name: 'Retro Quad',
    details: 'Retro Quad Regular Tee - Mustard',
    description:
      'A throwback print inspired by old hostel-night posters, on warm mustard cotton. Regular fit, 180 GSM, with a slightly faded vintage ink. Sold out for now: tell us your size and we will print another batch.',
    priceRupees: 449,
    compareAtRupees: 599,
    style: 'regular',
    isOwnBrand: true,
    tags: ['regular', 'retro', 'vintage'],
    colors: ['Mustard'],
    stock: stock(0, 0, 0, 0, 0, 0),
  },
  {
    name: 'Robotics Club Team Tee',
    details: 'Robotics Club Team Tee - Steel Grey',
    description:
      "The official team tee of the campus robotics club, printed with the motto every builder lives by. Regular fit in 180 GSM cotton, with the wearer's name and institution printed on the back. Made to order for club members and supporters.",
    priceRupees: 549,
    style: 'sponsered',
    isOwnBrand: false,
    tags: ['club', 'robotics', 'sponsored', 'custom name'],
    colors: ['Steel Grey'],
    stock: stock(5, 12, 15, 12, 6, 0),
  },
  {
    name: 'Dance Club Crew Tee',
    details: 'Dance Club Crew Tee - Electric Blue',
    description:
      "The crew tee of the campus dance club, cut for movement and bright enough for stage lights. Breathable 180 GSM cotton in electric blue, with the member's name and institution printed on the back. Printed to order for every performance season.",
    priceRupees: 499,
    style: 'sponsered',
    isOwnBrand: false,
    tags: ['club', 'dance', 'sponsored', 'custom name'],
    colors: ['Electric Blue'],
    stock: stock(6, 10, 12, 10, 5, 2),
  },
  {
    name: 'Astronomy Club Tee',
    details: 'Astronomy Club Night Sky Tee - Midnight Blue',
    description:
      "From the astronomy club's terrace star parties, a midnight-blue tee with a quiet star print. Regular fit in 180 GSM cotton, with your name and institution printed on the back. Every order helps the club keep its telescopes running.",
    priceRupees: 449,
    style: 'sponsered',
    isOwnBrand: false,
    tags: ['club', 'astronomy', 'sponsored', 'custom name'],
    colors: ['Midnight Blue'],
    stock: stock(3, 8, 10, 0, 4, 2),
  },
];
