import { queryOptions } from '@tanstack/react-query';
import type { PickListBody, PickListReply } from '#shared/contract/admin-orders.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';

/** What the pick list shows, in the web's own names (ADR 017: wire names stay at the edge). */
const toPickList = (reply: PickListReply) => ({
  ...reply,
  groups: reply.groups.map(({ isInstibuzz, sizes, ...group }) => ({
    ...group,
    isOwnBrand: isInstibuzz,
    sizes: sizes.map((s) => ({
      ...s,
      names: s.names.map(({ instiName, ...n }) => ({ ...n, institutionName: instiName })),
    })),
  })),
});

/**
 * admin/pick-list: what is still to deliver, by product and size. The cache keeps the wire
 * reply; `select` gives the domain list.
 */
export const pickListQuery = (method: PickListBody['deliveryMethod']) =>
  queryOptions({
    queryKey: adminKeys.pickList(method),
    queryFn: ({ signal }) => api('admin/pick-list', { body: { deliveryMethod: method }, signal }),
    select: toPickList,
  });
