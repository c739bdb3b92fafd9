import { API_PREFIX } from '#shared/contract/endpoint.ts';
import { istDay } from '#shared/rules/admin.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getToken } from '#web/lib/session.ts';
import { filtersOf, type OrdersView } from './get-all-orders.ts';

/**
 * admin/orders.csv: the filtered list as a CSV file. The call needs the token, so it is fetched
 * and handed to the browser as a download (a plain link could not send it).
 */
export async function downloadOrdersCsv(view: OrdersView): Promise<void> {
  const res = await fetch(`${API_PREFIX}/admin/orders.csv`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${getToken() ?? ''}` },
    body: JSON.stringify(filtersOf(view)),
  });
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(data.code ?? 'UNKNOWN', data.message ?? 'The export failed.', res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${istDay(Date.now())}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
