import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { AdminActionForm } from "@/components/admin/admin-action-form";
import { AdminPage } from "@/components/admin/admin-page";
import { adminMessages } from "@/content/messages/en/admin";
import { adminContactMessages as text } from "@/content/messages/en/admin-operations";
import { markMessageHandledAction } from "@/lib/actions/admin/mark-message-handled";
import { getContactMessage } from "@/lib/admin/contact/list-contact-messages";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { recordIdSchema } from "@/lib/validations/admin-actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.title);

export default async function AdminMessagePage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const parsed = recordIdSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const message = await getContactMessage(await getDb(), parsed.data.id);
  if (!message) notFound();

  const details: [string, React.ReactNode][] = [
    [text.view.from, `${message.firstName} ${message.lastName}`],
    [
      text.view.email,
      <a key="email" href={`mailto:${message.email}`} className="underline underline-offset-4">
        {message.email}
      </a>,
    ],
    ...(message.phone ? [[text.view.phone, message.phone] as [string, React.ReactNode]] : []),
    [text.view.received, adminMessages.dateTime(message.createdAt)],
    ...(message.handledAt
      ? [[text.view.handledAt, adminMessages.dateTime(message.handledAt)] as [string, React.ReactNode]]
      : []),
  ];
  return (
    <AdminPage
      section="/admin/messages"
      title={message.subject}
      actions={
        <Link href="/admin/messages" className="text-sm underline underline-offset-4">
          {text.view.back}
        </Link>
      }
    >
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="bg-card max-w-prose rounded-xl border p-5 text-sm whitespace-pre-line">{message.message}</p>
      <div className="flex flex-wrap gap-3">
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          className="hover:bg-accent rounded-md border px-3 py-1.5 text-sm"
        >
          {text.view.reply}
        </a>
        {message.status === "new" ? (
          <AdminActionForm action={markMessageHandledAction} fields={{ id: message.id }} label={text.markHandled} />
        ) : null}
      </div>
    </AdminPage>
  );
}
