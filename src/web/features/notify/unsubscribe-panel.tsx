import { BellOff } from 'lucide-react';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { useUnsubscribe, useUnsubscribeCheck } from './notify-calls.ts';

/**
 * The unsubscribe page's body (docs/product.md#notify-me): whose link it is, then a button that
 * stops the mails. Opening the link changes nothing (mail scanners open links); the button does.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const check = useUnsubscribeCheck(token);
  const unsubscribe = useUnsubscribe();

  if (check.isPending) {
    return <Spinner label="Checking your link" />;
  }
  if (check.isError) {
    return <Outcome title="This link does not work" text={check.error.message} />;
  }
  if (unsubscribe.isSuccess) {
    return <Outcome title="You are unsubscribed" text={unsubscribe.data.message} />;
  }
  const { email, waiting } = check.data;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <BellOff aria-hidden="true" className="size-10 text-muted" />
      <h1 className="text-2xl font-bold tracking-tight text-ink">Stop “notify me” mails?</h1>
      <p className="max-w-md text-muted">
        {waiting > 0
          ? `${email} is waiting to hear about ${waiting} ${waiting === 1 ? 'product or size' : 'products or sizes'}. Unsubscribe and we will not write about any of them.`
          : `${email} is not waiting to hear about anything now. Unsubscribe to be sure no “notify me” mail comes.`}
      </p>
      {unsubscribe.isError && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {unsubscribe.error.message}
        </p>
      )}
      <Button size="lg" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        Unsubscribe
      </Button>
    </div>
  );
}

function Outcome({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <p role="status" className="max-w-md text-muted">
        {text}
      </p>
      <ButtonLink to={paths.shop} variant="outline" size="lg">
        Back to the shop
      </ButtonLink>
    </div>
  );
}
