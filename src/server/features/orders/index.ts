// The orders area's public surface (ADR 013, ADR 017): its services and types. The orders area
// is the only writer of an order's state and money (ADR 021): others call these services.
// The order records and their reply, which the admin's order pages show.
export { toItem, toOrder } from './order-record.ts';
export type { OrderItemRecord, OrderRecord } from './order-record.ts';
export { toOrderReply } from './orders.mapper.ts';
export { recordCashReceived } from './cash-received.service.ts';
// Help with an order: the admin answers a student's request from the inbox.
export { answerHelpRequest } from './help/help.service.ts';
export { helpReference } from './help/help.mapper.ts';
export { refundsOfPayment, retryRefund } from './payments/refund-payment.ts';
// A drop that missed its print minimum: the drops' close job cancels its pre-orders through this.
export { cancelDropPreOrders } from './changes/cancel-drop.service.ts';
// Steps and handovers: the admin's pages read them and hand items over; a drop sent to print
// moves its items to `printing`.
export { itemSteps, startPrinting, stepVersions } from './steps/order-steps.service.ts';
export { handOver } from './steps/handover.service.ts';
export type { HandoverConfirmation, HandoverTarget } from './steps/handover.service.ts';
export { toStepEntries } from './steps/order-steps.mapper.ts';
// The shop's terms from its settings: the web app's settings show them (features/site).
export {
  deliveryChargesOf,
  freeDeliveryOverOf,
  readyByDaysOf,
} from './placement/delivery-terms.ts';
export { sellerOf } from './invoice/seller-terms.ts';
// The admin's order page lists an order's credit notes.
export { creditNotesOf } from './invoice/credit-note.service.ts';
