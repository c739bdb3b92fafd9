import { defineEndpoints } from './endpoint.ts';
import {
  SaveSizeGuideBody,
  SaveSizeGuideReply,
  SizeGuideParams,
  SizeGuideReply,
} from './size-guide.ts';

/** The size guide per style (docs/product.md#size-guide). Paths are relative to /api/v1. */
export const sizeGuideEndpoints = defineEndpoints({
  'products/size-guide/:style': {
    methods: ['GET', 'POST'],
    access: 'none',
    params: SizeGuideParams,
    reply: SizeGuideReply,
    addition: true,
    summary: "A style's size guide: chest, length and shoulder per size, in cm",
  },
  'admin/size-guide/:style': {
    methods: ['POST'],
    access: 'admin',
    params: SizeGuideParams,
    body: SaveSizeGuideBody,
    reply: SaveSizeGuideReply,
    addition: true,
    summary: "Replace a style's size guide (admin)",
  },
});
