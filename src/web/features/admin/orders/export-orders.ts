import { API_PREFIX } from '#shared/contract/endpoint.ts';
import { istDay } from '#shared/rules/admin.ts';
import { downloadWithToken } from '#web/lib/download/download.ts';
import { filtersOf, type OrdersView } from './orders-view.ts';

/** admin/orders.csv: the filtered list as a CSV file, downloaded with the admin's token. */
export function downloadOrdersCsv(view: OrdersView): Promise<void> {
  return downloadWithToken(`${API_PREFIX}/admin/orders.csv`, `orders-${istDay(Date.now())}.csv`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(filtersOf(view)),
  });
}
