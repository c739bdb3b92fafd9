import {
  deliveryChargesOf,
  freeDeliveryOverOf,
  readyByDaysOf,
  sellerOf,
  type Config,
} from '../../config.ts';
import { onlinePaymentOn } from '../../adapters/payments/create-gateway.ts';

/** The settings the web app reads from index.html (see src/web/lib/settings/settings.ts). */
export function webSettings(config: Config) {
  return {
    shopName: config.SHOP_NAME,
    instituteName: config.INSTITUTE_NAME,
    instituteShortName: shortName(config.INSTITUTE_NAME),
    pickupPoint: config.PICKUP_POINT,
    contactEmail: config.SHOP_EMAIL,
    contactPhone: config.CONTACT_PHONE,
    instagramUrl: config.INSTAGRAM_URL,
    linkedinUrl: config.LINKEDIN_URL,
    hostels: config.HOSTELS,
    /** false with PAYMENT_PROVIDER=none: the cart offers only pickup with cash on delivery. */
    onlinePayment: onlinePaymentOn(config),
    deliveryCharges: deliveryChargesOf(config),
    readyByWorkingDays: readyByDaysOf(config),
    exchangeWindowDays: config.EXCHANGE_WINDOW_DAYS,
    seller: sellerDetails(config),
    freeDeliveryOver: freeDeliveryOverOf(config),
  };
}

/** Who sells, as the footer and the terms page name it (docs/product.md#seller-details). */
function sellerDetails(config: Config) {
  const { legalName, address, gstin, grievanceOfficer } = sellerOf(config);
  return { legalName, address, gstin, grievanceOfficer };
}

/** "IIT Madras" → "IITM": the short form used in "Deliver outside IITM". */
function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return words[0] ?? name;
  const [first, ...rest] = words;
  const head = /^[A-Z]{2,}$/.test(first ?? '') ? first : (first?.[0] ?? '');
  return head + rest.map((w) => w[0]?.toUpperCase() ?? '').join('');
}
