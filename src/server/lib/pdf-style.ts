import { createRequire } from 'node:module';

/**
 * The look every PDF of the shop shares (tax invoices, credit notes, club statements): A4 with
 * pdfkit, DejaVu Sans (a font the server ships in the dejavu-fonts-ttf package, whose glyphs
 * include the rupee sign), the same margins and colours.
 */
const require = createRequire(import.meta.url);
export const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
export const LEFT = 40;
export const WIDTH = 515;
export const BOTTOM = 780;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const RULE = '#d1d5db';
