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
}

export const defaultSettings: ShopSettings = {
  shopName: 'Campus Threads',
  instituteName: 'IIT Madras',
  instituteShortName: 'IITM',
  pickupPoint: 'Saraswathi Hostel',
  contactEmail: 'hello@campusmerch.example',
  contactPhone: '+91 98765 43210',
  instagramUrl: 'https://instagram.com/',
  linkedinUrl: 'https://linkedin.com/',
  hostels: [],
  deliveryCharges: { pickup: 0, hostel: 19, delivery: 99 },
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
