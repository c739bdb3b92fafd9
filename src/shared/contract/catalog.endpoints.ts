import { defineEndpoints } from './endpoint.ts';
import { IdParams } from './common.ts';
import {
  ProductDetailsQuery,
  ProductDetailsReply,
  ProductList,
  ProductListQuery,
} from './catalog.ts';

/** Paths are relative to /api/v1. */
export const catalogEndpoints = defineEndpoints({
  'products/get-product': {
    methods: ['GET', 'POST'],
    access: 'none',
    query: ProductListQuery,
    reply: ProductList,
    summary:
      'All products, newest first; with `limit` (1-100) and `cursor`, one page (headers X-Total-Count, X-Next-Cursor, Link rel="next"); `q`, `category`, `size`, `minPrice`, `maxPrice` and `sort` search, filter and order them',
  },
  'products/get-product-details/:id': {
    methods: ['GET', 'POST'],
    access: 'none',
    params: IdParams,
    query: ProductDetailsQuery,
    reply: ProductDetailsReply,
    summary: "One product; a link-only drop's product only with its link's `key`",
  },
});
