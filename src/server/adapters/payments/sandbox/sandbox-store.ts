import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';

/**
 * The sandbox gateway's own records (it stands for PhonePe, so it keeps its own books, apart
 * from the shop's database). Kept in memory and, when a file is given, written through to it so
 * a restarted process still knows its payments.
 */
export type Outcome = 'success' | 'failure' | 'pending-success' | 'pending-failure';

export interface SandboxOrder {
  gatewayOrderId: string;
  merchantOrderId: string;
  amount: number;
  redirectUrl: string;
  payToken: string;
  expireAt: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  /** Set when a pending outcome settles by itself at `settleAt`. */
  settlesTo?: 'COMPLETED' | 'FAILED';
  settleAt?: number;
  paymentMode?: string;
  transactionId?: string;
}

export interface SandboxRefund {
  merchantRefundId: string;
  merchantOrderId: string;
  amount: number;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  /** A pending refund settles to this at `settleAt` (checked on every read). */
  settlesTo?: 'COMPLETED' | 'FAILED';
  settleAt?: number;
}

interface Books {
  orders: Record<string, SandboxOrder>;
  refunds: Record<string, SandboxRefund>;
  tokens: Record<string, number>;
}

export function openSandboxStore(file?: string) {
  const books: Books =
    file && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Books)
      : { orders: {}, refunds: {}, tokens: {} };
  let writing = Promise.resolve();
  const save = () => {
    if (!file) return Promise.resolve();
    const text = JSON.stringify(books);
    writing = writing.then(async () => {
      await writeFile(`${file}.tmp`, text);
      await rename(`${file}.tmp`, file);
    });
    return writing;
  };
  return { books, save };
}
export type SandboxStore = ReturnType<typeof openSandboxStore>;
