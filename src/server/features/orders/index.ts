// The orders area's public surface (ADR 013, ADR 017): the order records and their reply, which
// the admin's order pages show.
export { toItem, toOrder } from './orders.queries.ts';
export type { OrderItemRecord, OrderRecord } from './orders.queries.ts';
export { toOrderReply } from './orders.mapper.ts';
// Help with an order: the admin answers a student's request from the inbox.
export { answerHelpRequest } from './help/help.service.ts';
export { helpReference } from './help/help.mapper.ts';
export { refundsOfPayment, retryRefund } from './payments/refund-payment.ts';
export { stepHistory } from './steps/order-steps.queries.ts';
export { lockOrderOfItem, orderVersions, recordDelivered } from './steps/order-steps.queries.ts';
export { toStepEntries } from './steps/order-steps.mapper.ts';
export { DELIVERED_NOTE } from './steps/order-steps.mails.ts';
// A closed drop sent to print moves its items to `printing` (features/drops, the print run).
export { lockOrders, recordStep } from './steps/order-steps.queries.ts';
// The shop's terms from its settings: the web app's settings show them (features/site).
export {
  deliveryChargesOf,
  freeDeliveryOverOf,
  readyByDaysOf,
} from './placement/delivery-terms.ts';
export { sellerOf } from './invoice/seller-terms.ts';
