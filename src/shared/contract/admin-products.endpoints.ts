import { defineEndpoints } from './endpoint.ts';
import { EmptyBody, IdParams, MessageReply } from './common.ts';
import {
  AddProductBody,
  AddProductReply,
  AdminProductReply,
  UpdateProductBody,
  UploadImagesReply,
} from './admin-products.ts';

const post = ['POST'] as const;

/** Product management (admin only). Paths are relative to /api/v1. */
export const adminProductEndpoints = defineEndpoints({
  'products/add-product': {
    methods: post,
    access: 'admin',
    body: AddProductBody,
    reply: AddProductReply,
    summary: 'Add a product with its sizes and images, all or nothing (admin)',
  },
  'products/update-product-details/:id': {
    methods: post,
    access: 'admin',
    params: IdParams,
    body: UpdateProductBody,
    reply: MessageReply,
    summary: 'Edit a product; size rows with size_id update, others are added (admin)',
  },
  'products/upload-images': {
    methods: post,
    access: 'admin',
    multipart: true,
    reply: UploadImagesReply,
    addition: true,
    summary:
      'Upload product images (multipart, field "images", JPEG/PNG/WebP, at most 10 files of 10 MB); returns their URLs (admin)',
  },
  'admin/product/:id': {
    methods: post,
    access: 'admin',
    params: IdParams,
    body: EmptyBody,
    reply: AdminProductReply,
    addition: true,
    summary: 'One product as the admin edits it, with colours and version (admin)',
  },
});
