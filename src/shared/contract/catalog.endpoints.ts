import { defineEndpoints } from './endpoint.ts';
import { IdParams } from './common.ts';
import { ProductDetailsReply, ProductList } from './catalog.ts';

/** Paths are relative to /api/v1. */
export const catalogEndpoints = defineEndpoints({
  'products/get-product': {
    methods: ['GET', 'POST'],
    access: 'none',
    reply: ProductList,
    summary: 'All products, newest first',
  },
  'products/get-product-details/:id': {
    methods: ['GET', 'POST'],
    access: 'none',
    params: IdParams,
    reply: ProductDetailsReply,
    summary: 'One product',
  },
});
