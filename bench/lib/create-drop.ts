/**
 * A pre-order drop made as the admin makes one (`admin/drops/create` through nginx): cash
 * allowed, a cap per product, open for a day from `opensAt` (whole seconds: the admin's form
 * takes Indian time to the second). Answers the drop's id.
 */
import { epochToIstLocal } from '../../src/shared/rules/drops.ts';
import { istDay } from '../../src/shared/rules/admin.ts';
import type { DropStack } from './drop-stack.ts';

const DAY = 24 * 3600_000;

export async function createCashDrop(
  stack: Pick<DropStack, 'call' | 'adminToken'>,
  drop: {
    name: string;
    opensAt: number;
    perStudentLimit: number;
    products: { productId: number; cap: number }[];
  },
): Promise<number> {
  const created = await stack.call(
    'admin/drops/create',
    {
      name: drop.name,
      opensAt: epochToIstLocal(drop.opensAt),
      closesAt: epochToIstLocal(drop.opensAt + DAY),
      perStudentLimit: drop.perStudentLimit,
      readyBy: istDay(drop.opensAt + 10 * DAY),
      cashAllowed: true,
      capKind: 'total',
      products: drop.products,
    },
    stack.adminToken,
  );
  if (created.status !== 200) throw new Error(`drop not created: ${JSON.stringify(created.body)}`);
  return Number((created.body.drop as { id: number }).id);
}

/** The next whole second at least `seconds` from now (epoch ms). */
export const wholeSecondIn = (seconds: number) =>
  Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000;
