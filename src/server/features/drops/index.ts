// The drops area's public surface (ADR 017): the rules a pre-order obeys in the cart, at
// placement and at a payment's finalisation (docs/product.md#drops, ADR 019).
export { liveDropFor } from './drop-cart.ts';
// Sold-out and not-yet-open answers from memory at the entries of the cart and placement
// (docs/decisions/027), and the call that clears them when stock comes back.
export {
  announceStockOn,
  dropMarksOf,
  DropRefusal,
  dropStockBack,
  type DropMarks,
} from './drop-fast-answers.ts';
export { preOrdersOfProducts, preOrderTermsOf, type ProductPreOrder } from './drop-terms.ts';
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
export { type DropRecord } from './drops.queries.ts';
export {
  numberedPieceOne,
  numberToPrint,
  refuseNumberInCart,
  refuseTakenNumbers,
} from './drop-numbers.ts';
// A cancel gives a pre-order's pieces back; a replacement joins a print run still open.
export { dropPiecesBack, openPrintRun } from './drops.service.ts';
// A club's page shows its drops among the open ones.
export { openDrops, stripDrops } from './drops.service.ts';
export { nextDropTurn, opensWithLink, productDropMarks, unlistedProducts } from './drop-marks.ts';
// A club's manager makes the club's drops with the admin's own service (features/clubs).
export {
  adminDropOf,
  createDrop,
  listDrops,
  updateDrop,
  type ClubDropOwner,
} from './drop-admin.service.ts';
export { printRun } from './drop-print-run.service.ts';
// The handover (bagging list, bags handed over) reads the drop it is about.
export { dropForHandover } from './drops.service.ts';
// The line at a drop's opening (ADR 028): the cart and placement pass its gate.
export { refuseUntilAdmitted, refuseUntilAdmittedToAll } from './drop-line.service.ts';
