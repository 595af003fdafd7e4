import "server-only";

import { backInStockMessages } from "@/content/messages/back-in-stock";
import { productIn } from "@/content/localized";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { escapeHtml, htmlEmail } from "@/lib/mail/html";
import type { OutgoingMail } from "@/lib/mail/message";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { productById } from "./products";

type Request = { id: string; email: string; locale: Locale; productId: string };

/** The product's name in the request's language and the absolute link to its page there. */
function productOf(request: Request): { name: string; url: string } {
  const product = productById(request.productId);
  const slug = product?.slug ?? "";
  return {
    name: productIn(slug, request.locale)?.name ?? product?.name ?? request.productId,
    url: absoluteUrl(localizedPath(request.locale, product ? `/products/${slug}` : "/collection")),
  };
}

function mailOf(
  request: Request,
  lines: { subject: string; body: string; link: string; url: string; foot: string; signOff: string },
) {
  const text = [lines.body, "", `${lines.link}: ${lines.url}`, "", lines.foot, "", lines.signOff].join("\n");
  const html = [
    `<p>${escapeHtml(lines.body)}</p>`,
    `<p><a href="${escapeHtml(lines.url)}" style="font-weight:bold">${escapeHtml(lines.link)}</a></p>`,
    `<p style="font-size:12px;color:#666">${escapeHtml(lines.foot)}</p>`,
    `<p>${escapeHtml(lines.signOff)}</p>`,
  ].join("\n");
  return { to: request.email, subject: lines.subject, text, html: htmlEmail(request.locale, html) };
}

/**
 * The double opt-in e-mail. At most one a day per request (the dedupe key), so someone typing another person's
 * address again and again cannot flood that inbox.
 */
export function confirmRequestMail(request: Request, confirmUrl: string, now = new Date()): OutgoingMail {
  const m = backInStockMessages[request.locale].confirmMail;
  const { name } = productOf(request);
  return {
    kind: "back_in_stock_confirm",
    dedupeKey: `back_in_stock_confirm:${request.id}:${now.toISOString().slice(0, 10)}`,
    ...mailOf(request, {
      subject: m.subject(name),
      body: m.body(name),
      link: m.link,
      url: confirmUrl,
      foot: m.ignore,
      signOff: m.signOff,
    }),
  };
}

/** The one e-mail that says the product can be ordered; the dedupe key makes it one whatever retries happen. */
export function availableAgainMail(request: Request): OutgoingMail {
  const m = backInStockMessages[request.locale].availableMail;
  const { name, url } = productOf(request);
  return {
    kind: "back_in_stock",
    dedupeKey: `back_in_stock:${request.id}`,
    ...mailOf(request, {
      subject: m.subject(name),
      body: m.body(name),
      link: m.link,
      url,
      foot: m.why,
      signOff: m.signOff,
    }),
  };
}
