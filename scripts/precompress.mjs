// After `vite build`: writes .br and .gz copies of text assets at maximum compression, which the
// server sends as they are (@fastify/static preCompressed) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../dist/web');
const TEXT = /\.(js|css|svg|json|txt|html)$/;
let count = 0;

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (TEXT.test(entry.name) && statSync(full).size > 1024) {
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
