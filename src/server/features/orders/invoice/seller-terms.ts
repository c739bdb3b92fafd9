import { GST_STATES } from '../../../lib/gstin.ts';
import type { Config } from '../../../config.ts';

// The seller and the GST rates the settings give (config.ts parses them), for invoices and for
// the footer and terms page.

/** The seller as invoices, the footer and the terms page name it (docs/product.md#seller-details). */
export interface Seller {
  legalName: string;
  address: string;
  gstin: string;
  /** The state of the seller's GSTIN: supplies inside it are taxed CGST + SGST, others IGST. */
  state: string;
  stateCode: string;
  contactEmail: string;
  grievanceOfficer: { name: string; email: string; phone: string };
}

export function sellerOf(config: Config): Seller {
  const stateCode = config.SELLER_GSTIN.slice(0, 2);
  return {
    legalName: config.SELLER_LEGAL_NAME,
    address: config.SELLER_ADDRESS,
    gstin: config.SELLER_GSTIN,
    state: GST_STATES[stateCode] ?? '',
    stateCode,
    contactEmail: config.SHOP_EMAIL,
    grievanceOfficer: {
      name: config.GRIEVANCE_OFFICER_NAME,
      email: config.GRIEVANCE_OFFICER_EMAIL,
      phone: config.GRIEVANCE_OFFICER_PHONE,
    },
  };
}

/** GST rates (percent) and the per-piece slab (paise) between them (docs/product.md#tax-invoices). */
export interface GstRates {
  upToSlab: number;
  aboveSlab: number;
  slabPaise: number;
}

export function gstRatesOf(config: Config): GstRates {
  return {
    upToSlab: config.GST_RATE_UP_TO_SLAB,
    aboveSlab: config.GST_RATE_ABOVE_SLAB,
    slabPaise: config.GST_SLAB_RUPEES * 100,
  };
}
