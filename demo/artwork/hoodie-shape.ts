/** The hoodie, flat: hood laid behind (front) or down the back, long sleeves, rib cuffs and waistband, kangaroo pocket. */
import { CX, pair, symmetric, vTicks, type GarmentShape, type View } from './shape-kit.ts';

export function hoodieShape(view: View): GarmentShape {
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
          { from: [566, 432], to: [554, 548] },
          { from: [634, 432], to: [648, 534] },
        ]
      : undefined,
    print: front ? { x: 380, y: 600, w: 440, h: 236 } : { x: 370, y: 770, w: 460, h: 320 },
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
