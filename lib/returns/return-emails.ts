import "server-only";

import { brand } from "@/content/brand";
import { merchant } from "@/content/merchant";
import { returnRequestMessages } from "@/content/messages/return-requests";
import type { ReturnReason } from "@/content/return-reasons";
import type { Db } from "@/lib/db";
import type { OrderRow } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/locales";
import { enqueueMail } from "@/lib/mail";
import { escapeHtml, htmlEmail } from "@/lib/mail/html";
import type { OutgoingMail } from "@/lib/mail/message";
import { absoluteUrl } from "@/lib/seo/absolute-url";

type Executor = Pick<Db, "insert">;
export type ReturnMailOrder = Pick<OrderRow, "orderNumber" | "email" | "customerName">;
export type ReturnMailSubject = { id: string; number: string; locale: Locale };
export type ReturnedUnits = { title: string; quantity: number }[];

function paragraphsMail(
  kind: string,
  dedupeKey: string,
  order: ReturnMailOrder,
  locale: Locale,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): OutgoingMail {
  const text = returnRequestMessages[locale];
  const all = [text.greeting(order.customerName), ...paragraphs];
  const linkText = link ? [`${link.label} ${link.url}`, ""] : [];
  const linkHtml = link
    ? [`<p>${escapeHtml(link.label)} <a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a></p>`]
    : [];
  return {
    kind,
    dedupeKey,
    to: order.email,
    subject,
    text: [...all.flatMap((line) => [line, ""]), ...linkText, text.signOff(brand.name)].join("\n"),
    html: htmlEmail(
      locale,
      [
        ...all.map((line) => `<p>${escapeHtml(line)}</p>`),
        ...linkHtml,
        `<p>${escapeHtml(text.signOff(brand.name))}</p>`,
      ].join(""),
    ),
  };
}

const unitLines = (units: ReturnedUnits) => units.map((unit) => `${unit.quantity} × ${unit.title}`);

/** The shopper's receipt for a request: its number, the units, the reason and what happens next. */
export function sendReturnRequestedMail(
  tx: Executor,
  order: ReturnMailOrder,
  subject: ReturnMailSubject & { reason: ReturnReason; units: ReturnedUnits },
) {
  const text = returnRequestMessages[subject.locale];
  return enqueueMail(
    tx,
    paragraphsMail(
      "return_requested",
      `return_requested:${subject.id}`,
      order,
      subject.locale,
      text.requested.subject(subject.number, order.orderNumber),
      [
        text.requested.intro(subject.number),
        ...unitLines(subject.units),
        `${text.requested.reason}: ${text.reasons[subject.reason]}`,
        text.requested.next,
      ],
      { label: text.requested.track, url: absoluteUrl(localizedPath(subject.locale, "/track-order")) },
    ),
  );
}

/** The owner approved: how to send the parcel back (drop-off or courier pick-up) and when the money comes. */
export function sendReturnApprovedMail(tx: Executor, order: ReturnMailOrder, subject: ReturnMailSubject) {
  const text = returnRequestMessages[subject.locale];
  return enqueueMail(
    tx,
    paragraphsMail(
      "return_approved",
      `return_approved:${subject.id}`,
      order,
      subject.locale,
      text.approved.subject(subject.number),
      [
        text.approved.intro(subject.number),
        text.approved.dropOff,
        merchant.address[subject.locale].join(", "),
        text.approved.pickUp,
        text.approved.shipping,
        text.approved.refund,
      ],
    ),
  );
}

/** The owner declined, with her reason. */
export function sendReturnRejectedMail(
  tx: Executor,
  order: ReturnMailOrder,
  subject: ReturnMailSubject & { reason: string },
) {
  const text = returnRequestMessages[subject.locale];
  return enqueueMail(
    tx,
    paragraphsMail(
      "return_rejected",
      `return_rejected:${subject.id}`,
      order,
      subject.locale,
      text.rejected.subject(subject.number),
      [text.rejected.intro(subject.number), `${text.rejected.reason}: ${subject.reason}`],
      { label: text.rejected.questions, url: absoluteUrl(localizedPath(subject.locale, "/contact")) },
    ),
  );
}
