/**
 * India's states and union territories by their GST state code (the first two digits of a
 * GSTIN), and the GSTIN's own check: the seller's settings are refused at start when the GSTIN is
 * mistyped (config.ts), and an invoice names its place of supply with the code
 * (docs/product.md#tax-invoices).
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** Other spellings people type in an address's state field, after `stateKey`. */
const ALIASES: Readonly<Record<string, string>> = {
  tamilnadu: '33',
  tn: '33',
  pondicherry: '34',
  orissa: '21',
  newdelhi: '07',
  nctofdelhi: '07',
  nationalcapitalterritoryofdelhi: '07',
  uttaranchal: '05',
  jammuandkashmir: '01',
  jammukashmir: '01',
  andamanandnicobar: '35',
  dadraandnagarhaveli: '26',
  damananddiu: '26',
  telengana: '36',
};

/** "Tamil Nadu", "TAMIL NADU" and "tamil-nadu" alike: letters only, lower case, "&" as "and". */
const stateKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

const BY_NAME: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(GST_STATES).map(([code, name]) => [stateKey(name), code])),
  ...ALIASES,
};

/** The GST state code of a state as typed in an address, or undefined when it is not one. */
export function gstStateCodeOf(stateName: string): string | undefined {
  const key = stateKey(stateName);
  return Object.hasOwn(BY_NAME, key) ? BY_NAME[key] : undefined;
}

const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN, computed from the first 14 (the GSTN's base-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN cannot be right (shape, state code, check character), or undefined when it can. */
export function gstinProblem(gstin: string): string | undefined {
  if (!GSTIN_SHAPE.test(gstin))
    return 'a GSTIN is 15 characters: 2 digits of the state, the 10 of the PAN, then 3 more (e.g. 33ABCDE1234F1Z5)';
  if (!Object.hasOwn(GST_STATES, gstin.slice(0, 2)))
    return `${gstin.slice(0, 2)} is no state's GST code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return 'its last character does not match the rest (a typing mistake?)';
  return undefined;
}
