/**
 * How the demo artwork draws each demo product (src/server/db/seed-catalogue.ts), keyed by the
 * product's details line, which also names its image files. Used at build time only
 * (demo/render-products.ts): the server seeds the images rendered then.
 */
import type { TeeDesign } from './artwork/product-art.ts';

export type ProductDesign = Omit<TeeDesign, 'style'>;

export const PRODUCT_DESIGNS: Readonly<Record<string, ProductDesign>> = {
  'Average IITian Oversized Tee - Black': {
    color: '#1c1c1e',
    ink: '#f5f5f0',
    slogan: 'AVERAGE\nIITIAN',
    backText: 'ATTENDANCE: 75.01%',
    motif: 'none',
  },
  'Take Lite Oversized Tee - Sand': {
    color: '#d8c8a8',
    ink: '#2b2b2b',
    slogan: 'TAKE\nLITE',
    backText: 'IT IS ONLY A MIDSEM',
    motif: 'wave',
  },
  'Boss Baby Regular Tee - Baby Pink': {
    color: '#f4c2cf',
    ink: '#3a1f2b',
    slogan: 'BOSS\nBABY',
    motif: 'star',
  },
  'White IIT M Classic Tee - White': {
    color: '#f7f7f4',
    ink: '#7a1f2b',
    slogan: 'IIT M',
    motif: 'crest',
    tagline: 'CHENNAI',
  },
  'Green IIT M Classic Tee - Bottle Green': {
    color: '#1f4d3a',
    ink: '#f3ead3',
    slogan: 'IIT M',
    motif: 'crest',
    tagline: 'CHENNAI',
  },
  'Entrepreneurial Flame Oversized Tee - Charcoal': {
    color: '#2e2e33',
    ink: '#ff7a1a',
    slogan: 'BUILD\nSHIP\nREPEAT',
    backText: 'FROM HOSTEL ROOM TO BOARDROOM',
    motif: 'flame',
  },
  'Campus Crest Hoodie - Navy': {
    color: '#1d2a44',
    ink: '#e9d8a6',
    slogan: 'IIT M',
    motif: 'crest',
    tagline: 'EST. 1959',
  },
  'Late Night Labs Hoodie - Charcoal Grey': {
    color: '#3b3f45',
    ink: '#8ee3c8',
    slogan: 'LATE NIGHT\nLABS',
    backText: 'COMPILING...',
    motif: 'circuit',
  },
  'Zero Hour Hoodie - Black': {
    color: '#141416',
    ink: '#f2f2f2',
    slogan: 'ZERO\nHOUR',
    motif: 'star',
  },
  'Chai Over Code Regular Tee - Cream': {
    color: '#efe6d2',
    ink: '#5a3a22',
    slogan: 'CHAI >\nCODE',
    backText: 'BREAK AT 4:30',
    motif: 'none',
  },
  'Trust The Curve Oversized Tee - Off White': {
    color: '#ece9e2',
    ink: '#1f3b73',
    slogan: 'TRUST\nTHE CURVE',
    motif: 'wave',
  },
  'Open To Work Oversized Tee - Olive': {
    color: '#5b6236',
    ink: '#f1efe4',
    slogan: 'OPEN TO\nWORK',
    backText: 'DAY 1 OR DAY NONE',
    motif: 'none',
  },
  'Retro Quad Regular Tee - Mustard': {
    color: '#d9a630',
    ink: '#3b2a12',
    slogan: 'RETRO\nQUAD',
    motif: 'star',
  },
  'Robotics Club Team Tee - Steel Grey': {
    color: '#6b7280',
    ink: '#facc15',
    slogan: 'BUILD.\nBREAK.\nDEBUG.',
    backText: 'ROBOTICS CLUB',
    motif: 'circuit',
  },
  'Dance Club Crew Tee - Electric Blue': {
    color: '#2445d6',
    ink: '#ffffff',
    slogan: 'FEEL\nTHE BEAT',
    backText: 'DANCE CREW',
    motif: 'wave',
  },
  'Astronomy Club Night Sky Tee - Midnight Blue': {
    color: '#101a3a',
    ink: '#e8e4ff',
    slogan: 'LOOK\nUP',
    backText: 'STAR PARTY CREW',
    motif: 'star',
  },
};
