import { escapeHtml } from '../../mail/templates.ts';
import type { SandboxOrder } from './sandbox-store.ts';

/**
 * The pages' icon, inline: without one the browser asks the host for /favicon.ico, which neither
 * the shop nor the sandbox's own server has (a 404 in every payment's console).
 */
const ICON = `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4f46e5"/><path d="M10 10h12M10 15h12M13 10c6 0 6 9 0 9l7 6" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}">`;

/**
 * The sandbox's hosted pay page: the amount and the shop's name, a choice of UPI, card or net
 * banking, and the outcomes a tester needs. Plain HTML forms (no script), so the shop's CSP holds.
 */
export function payPageHtml(order: SandboxOrder, shopName: string, action: string): string {
  const rupees = (order.amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
  const method = (value: string, label: string, checked = false) =>
    `<label class="opt"><input type="radio" name="method" value="${value}"${checked ? ' checked' : ''}> ${label}</label>`;
  const outcome = (value: string, label: string, style: string) =>
    `<button type="submit" name="outcome" value="${value}" class="${style}">${label}</button>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ₹${rupees} · ${escapeHtml(shopName)} · Sandbox gateway</title>
${ICON}
<style>
body{margin:0;font-family:system-ui,Arial,sans-serif;background:#eef2ff;color:#1e1b4b}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 2px 10px rgba(30,27,75,.08)}
.badge{display:inline-block;background:#fef3c7;color:#92400e;font-size:12px;font-weight:600;padding:4px 8px;border-radius:999px}
h1{font-size:18px;margin:12px 0 4px}.amount{font-size:32px;font-weight:700;margin:8px 0 16px}
fieldset{border:0;padding:0;margin:0 0 16px}legend{font-weight:600;margin-bottom:8px}
.opt{display:flex;gap:8px;align-items:center;border:1px solid #c7d2fe;border-radius:10px;padding:12px;margin-bottom:8px}
button{display:block;width:100%;padding:14px;border-radius:10px;border:0;font-size:16px;font-weight:600;margin-top:10px;cursor:pointer}
.pay{background:#4f46e5;color:#fff}.fail{background:#fee2e2;color:#991b1b}.wait{background:#e0e7ff;color:#3730a3}
p.small{font-size:13px;color:#4b5563}
</style></head>
<body><main><div class="card">
<span class="badge">Sandbox: no real money moves</span>
<h1>Pay ${escapeHtml(shopName)}</h1>
<div class="amount">₹${rupees}</div>
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Pay with</legend>
${method('UPI_INTENT', 'UPI', true)}${method('CARD', 'Debit or credit card')}${method('NET_BANKING', 'Net banking')}
</fieldset>
${outcome('success', 'Pay now (success)', 'pay')}
${outcome('failure', 'Decline (failure)', 'fail')}
${outcome('pending-success', 'Pending, then success', 'wait')}
${outcome('pending-failure', 'Pending, then failure', 'wait')}
</form>
<p class="small">Order ${escapeHtml(order.merchantOrderId)}. Closing this tab leaves the payment pending until it expires.</p>
</div></main></body></html>`;
}

export function expiredPageHtml(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment expired · Sandbox gateway</title>${ICON}</head>
<body style="font-family:system-ui,Arial,sans-serif;padding:24px"><h1>This payment link has expired</h1>
<p>Go back to the shop and start the payment again.</p></body></html>`;
}
