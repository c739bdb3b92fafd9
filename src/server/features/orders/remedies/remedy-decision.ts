import type { RemedyBody } from '#shared/contract/item-remedies.ts';
import type { Tx } from '../../../db/client.ts';
import type { ItemRemedy, OrderItemRow, OrderRow, Refund } from '../../../db/schema.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import type { RemedyMailInput } from './remedies.mails.ts';

/** What deciding a remedy works with and gives back (decide-remedy.service.ts and its writers). */

export type RemedyDeps = Pick<
  AppDeps,
  'db' | 'config' | 'mailer' | 'log' | 'clock' | 'payments' | 'catalog'
>;

/** One decision being written: the locked order's item, the request and the admin's choice. */
export interface RemedyWrite {
  tx: Tx;
  deps: RemedyDeps;
  caller: Caller;
  now: Date;
  order: OrderRow;
  item: OrderItemRow;
  helpId: number;
  input: RemedyBody;
  mail: RemedyMailInput;
}

/** What a decision wrote, and what is left to do after the commit. */
export interface RemedyOutcome {
  remedy: ItemRemedy;
  refund: Refund | undefined;
  mailIds: number[];
  alreadyRecorded: boolean;
  message: string;
}

export const KIND_WORDS = { refund: 'a refund', payout: 'a payout', replacement: 'a replacement' };
