import { adminInboxEndpoints } from './admin-inbox.endpoints.ts';
import { adminOrderPageEndpoints } from './admin-order.endpoints.ts';
import { adminOrderEndpoints } from './admin-orders.endpoints.ts';
import { adminProblemEndpoints } from './admin-problems.endpoints.ts';
import { adminProductEndpoints } from './admin-products.endpoints.ts';
import { authEndpoints } from './auth.endpoints.ts';
import { clubCatalogEndpoints } from './club-catalog.endpoints.ts';
import { cartEndpoints } from './cart.endpoints.ts';
import { catalogEndpoints } from './catalog.endpoints.ts';
import { clubEndpoints } from './clubs.endpoints.ts';
import { clubPageEndpoints } from './club-pages.endpoints.ts';
import { couponEndpoints } from './coupons.endpoints.ts';
import { exchangeEndpoints } from './exchanges.endpoints.ts';
import { dropEndpoints } from './drops.endpoints.ts';
import { clubMoneyEndpoints } from './club-money.endpoints.ts';
import { formsEndpoints } from './forms.endpoints.ts';
import { ordersEndpoints } from './orders.endpoints.ts';
import { notifyEndpoints } from './notify.endpoints.ts';
import { orderHelpEndpoints } from './order-help.endpoints.ts';
import { orderStepEndpoints } from './order-steps.endpoints.ts';
import { orderCancelEndpoints } from './order-cancel.endpoints.ts';
import { itemRemedyEndpoints } from './item-remedies.endpoints.ts';
import { paymentEndpoints } from './payment.endpoints.ts';
import { pincodeEndpoints } from './pincode.endpoints.ts';
import { productLinkEndpoints } from './product-links.endpoints.ts';
import { profileEndpoints } from './profile.endpoints.ts';
import { sizeGuideEndpoints } from './size-guide.endpoints.ts';
import { sizeRequestEndpoints } from './size-request.endpoints.ts';
import { wishlistEndpoints } from './wishlist.endpoints.ts';

/**
 * Every /api/v1 call: path (relative to /api/v1, `:param` style) -> access, body, reply.
 * Server routes and the web client are typed from this one map.
 */
export const endpoints = {
  ...authEndpoints,
  ...profileEndpoints,
  ...formsEndpoints,
  ...catalogEndpoints,
  ...productLinkEndpoints,
  ...cartEndpoints,
  ...wishlistEndpoints,
  ...sizeRequestEndpoints,
  ...sizeGuideEndpoints,
  ...ordersEndpoints,
  ...orderHelpEndpoints,
  ...adminProductEndpoints,
  ...adminOrderEndpoints,
  ...adminOrderPageEndpoints,
  ...orderStepEndpoints,
  ...orderCancelEndpoints,
  ...adminInboxEndpoints,
  ...adminProblemEndpoints,
  ...paymentEndpoints,
  ...pincodeEndpoints,
  ...couponEndpoints,
  ...notifyEndpoints,
  ...exchangeEndpoints,
  ...itemRemedyEndpoints,
  ...dropEndpoints,
  ...clubMoneyEndpoints,
  ...clubCatalogEndpoints,
  ...clubEndpoints,
  ...clubPageEndpoints,
} as const;

export type EndpointPath = keyof typeof endpoints;
export { API_PREFIX } from './endpoint.ts';
