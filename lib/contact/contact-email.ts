import { brand } from "@/content/brand";
import { contactMessages } from "@/content/messages/en/contact";
import { escapeHtml } from "@/lib/mail/html";
import type { OutgoingMail } from "@/lib/mail/message";
import type { ContactMessage } from "@/lib/validations/contact";

const { mail } = contactMessages;

/** The e-mail the shop's inbox receives for one contact message; answering it writes to the shopper. */
export function contactEmail(message: ContactMessage, options: { id: string; inbox: string }): OutgoingMail {
  const name = `${message.firstName} ${message.lastName}`;
  const rows: Array<[string, string]> = [
    [mail.labels.name, name],
    [mail.labels.email, message.email],
    [mail.labels.phone, message.phone ?? mail.noPhone],
    [mail.labels.subject, message.subject],
  ];
  const text = [
    mail.intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${mail.labels.message}:`,
    message.message,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(mail.intro)}</p>`,
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
  ].join("\n");
  return {
    kind: "contact",
    dedupeKey: `contact:${options.id}`,
    to: options.inbox,
    toName: brand.name,
    replyTo: message.email,
    subject: mail.subject(message.subject),
    text,
    html,
  };
}
