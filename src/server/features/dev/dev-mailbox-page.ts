import { escapeHtml } from '../../adapters/mail/templates.ts';
import type { MailboxMessage } from './dev.service.ts';

/**
 * The dev mailbox as one plain HTML page: newest first, each message's text shown as sent (the
 * HTML version is one click away as escaped source, never rendered into this page).
 */
export function renderMailboxPage(shopName: string, messages: MailboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong>${m.replyTo ? ` &middot; Reply-To ${escapeHtml(m.replyTo)}` : ''} &middot; ${escapeHtml(m.kind)} &middot;
<time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt.replace('T', ' ').slice(0, 19))} UTC</time>
${m.otp ? `&middot; OTP <code class="otp">${escapeHtml(m.otp)}</code>` : ''}</p>
<pre>${escapeHtml(m.text)}</pre>
${m.html ? `<details><summary>HTML version</summary><pre>${escapeHtml(m.html)}</pre></details>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · ${escapeHtml(shopName)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px;color:#18181b;background:#fafafa}
article{background:#fff;border:1px solid #e4e4e7;border-radius:8px;padding:12px 16px;margin:12px 0}
h1{font-size:1.4rem}h2{font-size:1.05rem;margin:0 0 4px}.meta{color:#52525b;font-size:.85rem;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;background:#f4f4f5;padding:8px;border-radius:6px;font-size:.85rem}
.otp{font-size:1rem;font-weight:bold;background:#fef08a;padding:0 4px}
</style></head>
<body><h1>Dev mailbox</h1>
<p>E-mails the shop would have sent (no <code>SMTP_URL</code> is set), newest first.
Reload to see new ones. JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a>.</p>
${items || '<p>No e-mails yet.</p>'}
</body></html>`;
}
