-- A hold without a payment: stock taken for an order being written (order-placement.ts); the
-- reconciliation job gives it back once expired when the order never came.
ALTER TABLE "stock_holds" ALTER COLUMN "payment_id" DROP NOT NULL;