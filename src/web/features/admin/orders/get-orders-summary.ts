import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';

/** admin/summary: the strip above the list. */
export const summaryQuery = () =>
  queryOptions({
    queryKey: adminKeys.summary(),
    queryFn: ({ signal }) => api('admin/summary', { body: {}, signal }),
  });
