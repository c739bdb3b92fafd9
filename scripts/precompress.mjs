// After `vite build`: writes .br and .gz copies of text assets at maximum compression, which the
// server (@fastify/static preCompressed) and nginx (brotli_static, gzip_static) send as they are
// instead of compressing per request. Text only: PNG, WebP, AVIF and fonts are compressed already
// (gzip saves under 2% of /art/'s pictures), so they get no copies. Other text files under 1 KB
// are left alone (a few bytes, one packet either way); SVG gets copies at any size, since the
// favicon is fetched on every first visit and shrinks by a third.
// `node scripts/precompress.mjs [folder]` (default dist/web).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist/web'));
const TEXT = /\.(js|css|svg|json|txt|html)$/;
const worthCompressing = (name, size) => name.endsWith('.svg') || size > 1024;
let count = 0;

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (TEXT.test(entry.name) && worthCompressing(entry.name, statSync(full).size)) {
      const body = readFileSync(full);
      const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      const gz = gzipSync(body, { level: 9 });
      if (br.length < body.length) writeFileSync(`${full}.br`, br);
      if (gz.length < body.length) writeFileSync(`${full}.gz`, gz);
      count++;
    }
  }
}

walk(root);
console.log(`precompressed ${count} files`);
