import { defineEndpoints } from './endpoint.ts';
import { EmptyBody } from './common.ts';
import {
  AdminDropReply,
  AdminDropsReply,
  DropFields,
  DropIdBody,
  DropsReply,
  ProductDropParams,
  PrintRunReply,
  SentToPrintReply,
  ProductDropReply,
  UpdateDropBody,
} from './drops.ts';
import { OrdersOverTimeReply } from './drop-orders-chart.ts';
import {
  BaggingBody,
  BaggingReply,
  ClubSlugParams,
  HandOverBagsBody,
  HandOverBagsReply,
} from './drop-bags.ts';

const post = ['POST'] as const;

/** Pre-order drops (docs/product.md#drops). Paths are relative to /api/v1. */
export const dropEndpoints = defineEndpoints({
  drops: {
    methods: ['GET', 'POST'],
    access: 'none',
    reply: DropsReply,
    addition: true,
    summary: "The upcoming and live drops with their products, and the server's time",
  },
  'drops/product/:productId': {
    methods: ['GET', 'POST'],
    access: 'optional',
    params: ProductDropParams,
    reply: ProductDropReply,
    addition: true,
    summary: "A product's drop (or null), the server's time and what the caller pre-ordered",
  },
  'admin/drops': {
    methods: post,
    access: 'admin',
    body: EmptyBody,
    reply: AdminDropsReply,
    addition: true,
    summary: 'Every drop, newest first, with what was ordered so far',
  },
  'admin/drops/create': {
    methods: post,
    access: 'admin',
    body: DropFields,
    reply: AdminDropReply,
    addition: true,
    summary: 'Create a drop: times (Indian time), caps, limit, names, ready date, cash',
  },
  'admin/drops/update': {
    methods: post,
    access: 'admin',
    body: UpdateDropBody,
    reply: AdminDropReply,
    addition: true,
    summary: 'Edit a drop before it opens',
  },
  'admin/drops/close': {
    methods: post,
    access: 'admin',
    body: DropIdBody,
    reply: AdminDropReply,
    addition: true,
    summary: 'Close a live drop now (no more pre-orders)',
  },
  'admin/drops/print-run': {
    methods: post,
    access: 'admin',
    body: DropIdBody,
    reply: PrintRunReply,
    addition: true,
    summary: "A drop's orders per product and size; once closed, the names to print and a CSV",
  },
  'admin/drops/orders-over-time': {
    methods: post,
    access: 'admin',
    body: DropIdBody,
    reply: OrdersOverTimeReply,
    addition: true,
    summary: "A drop's pieces ordered over time per product and size (running totals)",
  },
  'admin/drops/sent-to-print': {
    methods: post,
    access: 'admin',
    body: DropIdBody,
    reply: SentToPrintReply,
    addition: true,
    summary: 'Mark a closed drop sent to print: its items move to the printing step, once',
  },
  'admin/drops/bagging': {
    methods: post,
    access: 'admin',
    body: BaggingBody,
    reply: BaggingReply,
    addition: true,
    summary: "A drop's bagging list once sent to print: bags per hostel, pickup, home delivery",
  },
  'admin/drops/hand-over-bags': {
    methods: post,
    access: 'admin',
    body: HandOverBagsBody,
    reply: HandOverBagsReply,
    addition: true,
    summary: "Hand a drop's bags over by their handover codes, one per line, each answered",
  },
  'clubs/:slug/drops/bagging': {
    methods: post,
    access: 'user',
    params: ClubSlugParams,
    body: BaggingBody,
    reply: BaggingReply,
    addition: true,
    summary: "A club's drop's bagging list, for its manager (or the admin)",
  },
  'clubs/:slug/drops/hand-over-bags': {
    methods: post,
    access: 'user',
    params: ClubSlugParams,
    body: HandOverBagsBody,
    reply: HandOverBagsReply,
    addition: true,
    summary: "A club's drop's bags handed over by their codes, by its manager (or the admin)",
  },
});
