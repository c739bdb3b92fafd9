import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { IdParams, Ok } from './common.ts';

/**
 * products/former-slug/{id} (public): a product link whose slug is not the current one (an old
 * link, the admin changed `details`, or a mistyped slug). The reply gives the product's current
 * path to go to; an id with no product on sale is a failure 404 (the page then shows
 * /productNotFound).
 */
export const FormerSlugBody = z.object({ slug: z.string().trim().max(300) });
export type FormerSlugBody = z.infer<typeof FormerSlugBody>;
export const FormerSlugReply = z.object({ status: Ok, path: z.string() });
export type FormerSlugReply = z.infer<typeof FormerSlugReply>;

export const productLinkEndpoints = defineEndpoints({
  'products/former-slug/:id': {
    methods: ['POST'],
    access: 'none',
    params: IdParams,
    body: FormerSlugBody,
    reply: FormerSlugReply,
    addition: true,
    summary: 'Where an old product link (a former slug) leads now',
  },
});
