import type { z } from 'zod';

/** Every call lives under this prefix. Kept here (no zod at runtime) so the web client can import it cheaply. */
export const API_PREFIX = '/api/v1';

/**
 * An order's tax invoice (a PDF, not JSON, so no entry in the endpoint map): GET with the bearer
 * token, for the order's owner or an admin (docs/product.md#tax-invoices).
 */
export const INVOICE_ROUTE = `${API_PREFIX}/orders/:id/invoice.pdf`;
export const invoicePath = (orderId: number) => INVOICE_ROUTE.replace(':id', String(orderId));

/**
 * One of an order's credit notes (a PDF, as the invoice), for the order's owner or an admin
 * (docs/product.md#credit-notes); the order page lists them (`creditNotes` of products/my-order).
 */
export const CREDIT_NOTE_ROUTE = `${API_PREFIX}/orders/:id/credit-notes/:creditNoteId.pdf`;
export const creditNotePath = (orderId: number, creditNoteId: number) =>
  CREDIT_NOTE_ROUTE.replace(':id', String(orderId)).replace(':creditNoteId', String(creditNoteId));

/**
 * Who may call an endpoint:
 * - none: anyone; a token, if sent, is ignored
 * - optional: anyone; a valid token identifies the caller (e.g. size requests, payment/order)
 * - user: a valid, unrevoked token is required
 * - admin: a user token whose role is admin
 */
export type Access = 'none' | 'optional' | 'user' | 'admin';

export interface Endpoint {
  /** POST unless noted; the two public catalogue reads also accept GET. */
  methods: readonly ('GET' | 'POST')[];
  access: Access;
  /** Path parameters, e.g. `{ id }` for `get-product-details/{id}`. */
  params?: z.ZodType;
  /** Query string parameters (only the catalogue list's paging has any). */
  query?: z.ZodType;
  /** JSON body (omit for none, and for multipart uploads). */
  body?: z.ZodType;
  /** The body is multipart/form-data files (products/upload-images); `body` is then omitted. */
  multipart?: boolean;
  /** The success reply. */
  reply: z.ZodType;
  /** One line for the OpenAPI page. */
  summary: string;
  /**
   * The call is beyond the original contract's calls: the OpenAPI document tags it `addition` and
   * marks the operation `x-addition: true`, and docs/spec-decisions.md lists it (generated from
   * this flag by scripts/list-additions.ts). The one place that says a call is an addition.
   */
  addition?: boolean;
}

/** Typed helper so each area's map keeps its literal keys. */
export function defineEndpoints<const T extends Record<string, Endpoint>>(map: T): T {
  return map;
}
