// The drops area's public surface (ADR 017): the rules a pre-order obeys in the cart, at
// placement and at a payment's finalisation (docs/product.md#drops, ADR 019).
export { liveDropFor } from './drop-cart.ts';
export {
  cancelStillOpen,
  counterFor,
  hasPreOrders,
  type GoverningRead,
  lateRefusal,
  markDropLines,
  overLimit,
  refuseCancelAfterClose,
  refuseOverLimit,
} from './drop-sale.ts';
export { dropPiecesBack, openPrintRun, type DropRecord } from './drops.queries.ts';
export { nextDropTurn, productDropMarks } from './drop-marks.ts';
