/**
 * The fake hosted payment page both gateway test servers serve: the order's amount and three buttons, each a plain
 * form (no script), as a shopper would meet them on the gateway's own page.
 */
const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );

export function hostedPageHtml({ gateway, id, amountMinor, currency, reference, lang, notice }) {
  const amount = `${currency.toUpperCase()} ${(amountMinor / 100).toFixed(2)}`;
  const button = (action, label) =>
    `<form method="post" action="/pay/${escapeHtml(id)}/${action}"><button type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${gateway} test page</title></head>
<body><main><h1>${escapeHtml(gateway)} test payment</h1>
<p data-testid="amount">${escapeHtml(amount)}</p><p data-testid="reference">${escapeHtml(reference ?? "")}</p>
${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ""}
${button("approve", "Approve payment")}${button("decline", "Decline payment")}${button("cancel", "Cancel payment")}
</main></body></html>`;
}

export function sendHtml(response, status, html) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  response.end(html);
}

export function redirectTo(response, location) {
  response.writeHead(303, { location });
  response.end();
}

/** Posts a signed webhook; a shop that is down or answers an error is recorded, like a gateway's retry queue. */
export async function deliverWebhook(url, body, headers, log) {
  if (!url) return;
  try {
    const answer = await fetch(url, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...headers },
    });
    log.push({ url, status: answer.status, body });
  } catch (error) {
    log.push({ url, status: 0, body, error: String(error) });
  }
}
