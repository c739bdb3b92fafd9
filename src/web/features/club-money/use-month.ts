import { useSearchParams } from 'react-router';
import { STATEMENT_MONTH_PATTERN } from '#shared/rules/club-money.ts';

/** The month the page shows (`?month=yyyy-mm`; none: the current one) and how to change it. */
export function useMonth(): [string | undefined, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = STATEMENT_MONTH_PATTERN.test(asked) ? asked : undefined;
  return [
    month,
    (next) =>
      setParams(
        (now) => {
          now.set('month', next);
          return now;
        },
        { replace: true },
      ),
  ];
}
