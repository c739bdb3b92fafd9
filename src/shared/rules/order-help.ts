/**
 * Help with an order (docs/product.md#help-with-an-order): the issues a student can raise, their
 * labels, and the limits the form shows and the server applies.
 */
export const HELP_ISSUES = [
  'not_received',
  'wrong_or_damaged',
  'paid_no_order',
  'size_exchange',
  'other',
] as const;
export type HelpIssue = (typeof HELP_ISSUES)[number];

export const HELP_ISSUE_LABELS: Record<HelpIssue, string> = {
  not_received: 'Not received',
  wrong_or_damaged: 'Wrong or damaged item',
  paid_no_order: 'Paid but no order',
  size_exchange: 'Size exchange',
  other: 'Something else',
};

/** What a student may type, at most. */
export const HELP_MESSAGE_MAX = 1000;
export const HELP_MESSAGE_MIN = 10;
/** Open (unanswered, unclosed) requests a student may have at once, and new ones per hour. */
export const HELP_OPEN_CAP = 3;
export const HELP_PER_HOUR = 5;
/** What the admin may write back. */
export const HELP_ANSWER_MAX = 2000;

/** Open: waiting for the shop; answered: the admin wrote back; closed: handled without a word. */
export const HELP_STATES = ['open', 'answered', 'closed'] as const;
export type HelpState = (typeof HELP_STATES)[number];
