import type { FreeDeliveryOver } from '#shared/rules/delivery.ts';
import { SHOP_DEFAULTS } from '#shared/shop-defaults.ts';

export interface SellerDetails {
  legalName: string;
  address: string;
  gstin: string;
  grievanceOfficer: { name: string; email: string; phone: string };
}

/**
 * Shop settings (name, institute, pickup point, contact, social links, charges). The server
 * writes them into index.html as JSON (`<script id="shop-settings" type="application/json">`),
 * so the page never waits for a call to know them; the defaults cover `vite` dev mode.
 */
export interface ShopSettings {
  shopName: string;
  instituteName: string;
  /** Short form used in labels such as "Deliver outside IITM". */
  instituteShortName: string;
  pickupPoint: string;
  contactEmail: string;
  contactPhone: string;
  instagramUrl: string;
  linkedinUrl: string;
  hostels: string[];
  deliveryCharges: { pickup: number; hostel: number; delivery: number };
  /** Working days until an order is ready, per delivery method (#shared/rules/ready-by.ts). */
  readyByWorkingDays: { pickup: number; hostel: number; delivery: number };
  /** Days after delivery in which a size exchange may be asked for (docs/product.md#size-exchange). */
  exchangeWindowDays: number;
  /**
   * The seller as the law names it (docs/product.md#seller-details), shown in the footer and on
   * the terms page. Data only, from the page: no default here keeps it out of the first load.
   */
  seller?: SellerDetails;
  /** Goods total (rupees) from which a method delivers free; absent: no threshold. */
  freeDeliveryOver?: FreeDeliveryOver;
  /**
   * False when the shop takes no online payments (PAYMENT_PROVIDER=none): only what cash on
   * delivery allows is offered. Absent (an older page) means on.
   */
  onlinePayment?: boolean;
}

const defaultSettings: ShopSettings = {
  ...SHOP_DEFAULTS,
  hostels: [],
  deliveryCharges: { ...SHOP_DEFAULTS.deliveryCharges },
  readyByWorkingDays: { ...SHOP_DEFAULTS.readyByWorkingDays },
  onlinePayment: true,
};

function readSettings(): ShopSettings {
  if (typeof document === 'undefined') return defaultSettings;
  const el = document.getElementById('shop-settings');
  if (!el?.textContent) return defaultSettings;
  try {
    return { ...defaultSettings, ...(JSON.parse(el.textContent) as Partial<ShopSettings>) };
  } catch {
    return defaultSettings;
  }
}

export const settings: ShopSettings = readSettings();

/** Whether the shop takes online payments (see `onlinePayment`). */
export const onlinePaymentOn = () => settings.onlinePayment !== false;

/**
 * Sets the shop's settings where there is no page to read them from: the server's first-paint
 * renderer (entry-server.tsx) gives it the same values it writes into the page.
 */
export function applySettings(values: Partial<ShopSettings>): void {
  Object.assign(settings, values);
}
