import { lazy, Suspense, useState } from 'react';
import { LifeBuoy } from 'lucide-react';
import { HELP_ISSUES, type HelpIssue } from '#shared/rules/order-help.ts';
import { Button } from '#web/components/ui/button.tsx';
import { HelpRequestsList } from './help-requests-list.tsx';
import { useHelpRequests, type HelpScope } from './order-help.ts';

// The form (its form library and checks) loads when it is opened: My Orders and the order page
// draw sooner on a phone without it (bench/README.md).
const loadHelpForm = () => import('./help-form.tsx');
const HelpForm = lazy(() => loadHelpForm().then((m) => ({ default: m.HelpForm })));

const card = 'rounded-card border border-line bg-white p-4 sm:p-5';

interface HelpPanelProps {
  scope: HelpScope;
  title: string;
  intro: string;
  button: string;
  issues: readonly HelpIssue[];
  items?: { value: string; label: string }[];
}

/** A help panel: the requests already sent in its scope and a button that opens the form. */
function HelpPanel({ scope, title, intro, button, issues, items }: HelpPanelProps) {
  const [open, setOpen] = useState(false);
  const { data: requests = [] } = useHelpRequests(scope);
  const headingId = `help-heading-${scope}`;
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="mb-1 flex items-center gap-2 font-semibold text-ink">
        <LifeBuoy aria-hidden="true" className="size-5 text-brand" />
        {title}
      </h2>
      <p className="mb-3 text-sm text-muted">{intro}</p>
      {requests.length > 0 && (
        <div className="mb-4">
          <HelpRequestsList requests={requests} />
        </div>
      )}
      {open ? (
        <Suspense fallback={<p className="text-sm text-muted">Opening the form…</p>}>
          <HelpForm
            scope={scope}
            issues={issues}
            items={items}
            onSent={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <Button
          variant="outline"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadHelpForm()}
          onFocus={() => void loadHelpForm()}
        >
          {button}
        </Button>
      )}
    </section>
  );
}

/** Help with this order, on the order page (docs/product.md#help-with-an-order). */
export function OrderHelp({
  orderId,
  items,
}: {
  orderId: number;
  items: { orderItem_id: number; label: string }[];
}) {
  return (
    <HelpPanel
      scope={orderId}
      title="Help with this order"
      intro="Not received, wrong or damaged, a size exchange or anything else: tell us here and we answer by e-mail and on this page."
      button="Get help with this order"
      issues={HELP_ISSUES}
      items={items.map((i) => ({ value: String(i.orderItem_id), label: i.label }))}
    />
  );
}

/** "Paid but no order", on My Orders: a payment with no order to attach the request to. */
export function PaidButNoOrderHelp() {
  return (
    <HelpPanel
      scope="none"
      title="Paid but no order?"
      intro="If money left your account but no order shows here, send us the transaction id and we will sort it out."
      button="Tell us about a payment"
      issues={['paid_no_order']}
    />
  );
}
