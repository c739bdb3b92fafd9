/**
 * The seller's details a production start requires (config.ts refuses it without them): a
 * made-up seller for tests and benchmarks that start the shop in production.
 */
export const SELLER_ENV = {
  SHOP_EMAIL: 'shop@campus.example',
  SELLER_LEGAL_NAME: 'Campus Threads Test LLP',
  SELLER_ADDRESS: '1 Test Road, Chennai, Tamil Nadu 600036',
  SELLER_GSTIN: '33AABCC1234D1ZI',
  GRIEVANCE_OFFICER_NAME: 'Test Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@campus.example',
  GRIEVANCE_OFFICER_PHONE: '+91 90000 00000',
} as const;
