import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import sharp from 'sharp';
import { signedUpUser, describeShop } from '../../test/test-shop.ts';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { startTestS3Server, type TestS3Server } from '../../test/s3-test-server.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { newProductBody, picture, signedInAdmin, upload } from './admin.test-kit.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Storage that remembers which keys exist, over the real one. */
function tracked(inner: Storage) {
  const keys = new Set<string>();
  const storage: Storage = {
    async put(key, body, type) {
      const url = await inner.put(key, body, type);
      keys.add(key);
      return url;
    },
    async delete(key) {
      await inner.delete!(key);
      keys.delete(key);
    },
  };
  return { storage, keys };
}

for (const kind of ['local disk', 'S3'] as const) {
  let dir: string;
  let s3: TestS3Server | undefined;
  let store: ReturnType<typeof tracked>;
  const options = () => {
    store = tracked(s3 ? s3.storage : createLocalStorage(dir));
    return { storage: store.storage, ...(s3 ? {} : { uploadsDir: dir }) };
  };

  describeShop(`image uploads with ${kind} storage`, { shop: options }, ({ shop }) => {
    let admin: { token: string };
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
      if (kind === 'S3') s3 = await startTestS3Server();
    });
    afterAll(async () => {
      await s3?.close();
      await rm(dir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      admin = await signedInAdmin(shop);
    });

    /** The stored object behind a URL the upload answered. */
    async function fetchStored(url: string) {
      if (s3) return s3.fetchObject(url);
      const res = await shop.app.inject({ url });
      return { status: res.statusCode, body: res.rawPayload };
    }

    it('stores JPEG, PNG and WebP as WebP with a 480 px copy, names made safe', async () => {
      const files = [
        {
          filename: 'Front View (1).JPG',
          type: 'image/jpeg',
          data: await picture('jpeg', 1600, 900),
        },
        { filename: '../../etc/passwd.png', type: 'image/png', data: await picture('png') },
        { filename: 'टी-शर्ट back.webp', type: 'image/webp', data: await picture('webp') },
      ];
      const res = await upload(shop, admin.token, files);
      expect(res.statusCode).toBe(200);
      const { imageUrl } = res.json() as { imageUrl: string[] };
      expect(imageUrl).toHaveLength(3);
      const names = ['front-view-1', 'passwd', 'back'];
      imageUrl.forEach((url, i) =>
        expect(url).toMatch(new RegExp(`/images/${names[i]}-${UUID}\\.webp$`)),
      );
      const full = await fetchStored(imageUrl[0]!);
      expect(full.status).toBe(200);
      expect(await sharp(full.body).metadata()).toMatchObject({ format: 'webp', width: 1200 });
      const small = await fetchStored(imageUrl[0]!.replace(/\.webp$/, '-480.webp'));
      expect(await sharp(small.body).metadata()).toMatchObject({ format: 'webp', width: 480 });
      if (!s3) expect(await readdir(dir)).toEqual(['images']); // nothing outside images/

      const added = await shop.call('products/add-product', newProductBody({ imageUrl }), {
        token: admin.token,
      });
      const id = added.json().product_id as number;
      const product = (await shop.call(`products/get-product-details/${id}`)).json();
      expect(product.imageUrl).toEqual(imageUrl);
    });

    it('refuses files that are not pictures or lie about their type, and keeps nothing', async () => {
      const good = { filename: 'ok.png', type: 'image/png', data: await picture('png') };
      const bad: [object, string][] = [
        [{ filename: 'notes.txt', type: 'text/plain', data: Buffer.from('hi') }, 'is not a JPEG'],
        [{ filename: 'anim.gif', type: 'image/gif', data: Buffer.from('GIF89a') }, 'is not a JPEG'],
        [
          { filename: 'evil.png', type: 'image/png', data: Buffer.from('<script>x</script>') },
          'its content is not a picture',
        ],
        [
          { filename: 'photo.jpg', type: 'image/jpeg', data: await picture('png') },
          'its content is a PNG image',
        ],
        [
          {
            filename: 'broken.png',
            type: 'image/png',
            data: (await picture('png')).subarray(0, 40),
          },
          'could not be read',
        ],
      ];
      for (const [file, message] of bad) {
        const before = [...store.keys];
        const res = await upload(shop, admin.token, [good, file as typeof good]);
        expect(failure(res)).toMatchObject({ http: 400, code: 'INVALID_IMAGE' });
        expect(failure(res).message).toContain(message);
        expect([...store.keys]).toEqual(before); // the good file was removed again
      }
    });

    it('refuses oversized files, more than 10 files and an empty upload', async () => {
      const huge = Buffer.concat([await picture('jpeg'), Buffer.alloc(11 * 1024 * 1024)]);
      const big = await upload(shop, admin.token, [
        { filename: 'huge.jpg', type: 'image/jpeg', data: huge },
      ]);
      expect(failure(big)).toMatchObject({ http: 413, code: 'PAYLOAD_TOO_LARGE' });
      expect(failure(big).message).toBe(
        '“huge.jpg” is larger than 10 MB. Please upload a smaller photo.',
      );

      const one = { filename: 'a.png', type: 'image/png', data: await picture('png', 8, 8) };
      const before = [...store.keys];
      const many = await upload(
        shop,
        admin.token,
        Array.from({ length: 30 }, () => one),
      );
      expect(failure(many)).toMatchObject({ http: 413, code: 'TOO_MANY_FILES' });
      expect([...store.keys]).toEqual(before);

      expect(failure(await upload(shop, admin.token, []))).toMatchObject({ http: 400 });
      const notMultipart = await shop.call('products/upload-images', {}, { token: admin.token });
      expect(failure(notMultipart)).toMatchObject({ http: 400 });
    });

    it('answers a multipart body it cannot read (no boundary, cut short) with a 400', async () => {
      const send = (contentType: string, payload: string) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/v1/products/upload-images',
          payload,
          headers: { 'content-type': contentType, authorization: `Bearer ${admin.token}` },
        });
      const noBoundary = await send('multipart/form-data', '{"images":[]}');
      expect(failure(noBoundary)).toMatchObject({ http: 400, code: 'BAD_REQUEST' });
      const cutShort = await send(
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n',
      );
      expect(failure(cutShort)).toMatchObject({ http: 400, code: 'BAD_REQUEST' });
      expect([...store.keys]).toEqual([]);
    });

    it('is for the admin only', async () => {
      const file = { filename: 'a.png', type: 'image/png', data: await picture('png') };
      expect(failure(await upload(shop, undefined, [file]))).toMatchObject({ http: 401 });
      const customer = await signedUpUser(shop);
      expect(failure(await upload(shop, customer.token, [file]))).toMatchObject({
        http: 403,
        code: 'ADMIN_ONLY',
      });
    });
  });
}
