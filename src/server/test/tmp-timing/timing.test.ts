import { it } from 'vitest';
import { createTestDatabase, testEngines } from '#server/test/db-harness.ts';
it('times', async () => {
  for (const e of testEngines()) {
    for (let i = 0; i < 2; i++) {
      let s = performance.now();
      const d = await createTestDatabase(e);
      const open = performance.now() - s; s = performance.now();
      await d.close();
      console.log(e, i, 'open', open.toFixed(0), 'close', (performance.now() - s).toFixed(0));
    }
  }
}, 120000);
