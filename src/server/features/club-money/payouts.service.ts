import type { RecordPayoutInput, RecordPayoutReply } from '#shared/contract/club-money.ts';
import { istDay, istDayStart } from '#shared/rules/admin.ts';
import { formatPaise, paiseToRupees, rupeesToPaise } from '#shared/rules/money.ts';
import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendSoon } from '../../adapters/mail/outbox.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { clubForManager } from '../clubs/index.ts';
import { payoutMail } from './club-money.mails.ts';
import { toPayout } from './club-money.mapper.ts';
import { insertPayout, lockClubPayouts, managersOf } from './club-money.queries.ts';
import { balanceOf } from './statements.service.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>;
type Input = RecordPayoutInput;

/**
 * admin/clubs/{slug}/payouts/record (docs/product.md#a-clubs-money): the admin records money the
 * shop paid the club. More than the balance is refused unless `aboveBalance` confirms it; the
 * check and the row are made under the club's payout lock, so two payouts at once are checked
 * against the balance one after the other. Each manager gets a mail, stored with the payout.
 */
export async function recordPayout(
  deps: Deps,
  caller: Caller,
  input: Input & { slug: string },
): Promise<Omit<RecordPayoutReply, 'status'>> {
  const club = await clubForManager(deps, caller, input.slug);
  const now = deps.clock();
  if (Number.isNaN(istDayStart(input.paidOn))) {
    throw new DomainError('BAD_REQUEST', 'Enter the day it was paid as a real date.');
  }
  if (input.paidOn > istDay(now.getTime())) {
    throw new DomainError('BAD_REQUEST', 'The day it was paid cannot be in the future.');
  }
  const amountPaise = rupeesToPaise(input.amount);
  const done = await deps.db.transaction(async (tx) => {
    await lockClubPayouts(tx, club.id);
    const balance = await balanceOf(tx, club.id);
    const above = amountPaise > balance;
    if (above && !input.aboveBalance) {
      throw new DomainError(
        'PAYOUT_ABOVE_BALANCE',
        `${club.name}'s balance is ${formatPaise(balance)}: a payout of ${formatPaise(amountPaise)} is more. Confirm to record it anyway. Nothing was recorded.`,
      );
    }
    const payout = await insertPayout(tx, {
      clubId: club.id,
      amountPaise,
      paidOn: input.paidOn,
      channel: input.channel,
      reference: input.reference,
      note: input.note,
      aboveBalance: above,
      recordedBy: caller.userId,
      createdAt: now,
    });
    const left = balance - amountPaise;
    const brand = mailBrand(deps.config);
    const managers = await managersOf(tx, club.id);
    const mailIds = await enqueueMail(
      tx,
      managers.map((m) =>
        payoutMail(brand, m, {
          club,
          payoutId: payout.id,
          amountPaise,
          paidOn: input.paidOn,
          channel: input.channel,
          reference: input.reference,
          balancePaise: left,
        }),
      ),
      now,
    );
    return { payout, left, mailIds, managers: managers.length };
  });
  await sendSoon(deps, done.mailIds);
  const told =
    done.managers === 0
      ? 'The club has no managers to tell.'
      : `Its managers get an e-mail (${done.managers}).`;
  return {
    message: `Payout of ${formatPaise(amountPaise)} to ${club.name} recorded. Balance now ${formatPaise(done.left)}. ${told}`,
    payout: toPayout(done.payout),
    balance: paiseToRupees(done.left),
  };
}
