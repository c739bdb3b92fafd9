/**
 * The shop's defaults when no setting overrides them: the server's config, the shared rules and
 * the web app (vite dev mode) all start from these. docs/product.md lists what each one means.
 */
export const SHOP_DEFAULTS = {
  shopName: 'Campus Threads',
  instituteName: 'IIT Madras',
  /** Short form used in labels such as "Deliver outside IITM". */
  instituteShortName: 'IITM',
  pickupPoint: 'Saraswathi Hostel',
  contactEmail: 'hello@campusmerch.example',
  contactPhone: '+91 98765 43210',
  instagramUrl: 'https://instagram.com/',
  linkedinUrl: 'https://linkedin.com/',
  /** Rupees per delivery method. */
  deliveryCharges: { pickup: 0, hostel: 19, delivery: 99 },
  /** Working days (IST, weekends not counted) until an order is ready, per delivery method. */
  readyByWorkingDays: { pickup: 3, hostel: 4, delivery: 10 },
  /** Days after delivery in which a size exchange may be asked for (docs/product.md#size-exchange). */
  exchangeWindowDays: 7,
} as const;
