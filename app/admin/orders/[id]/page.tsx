import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { AdminPage } from "@/components/admin/admin-page";
import { CodLifecyclePanel } from "@/components/admin/orders/cod-lifecycle-panel";
import { CodRefusalPanel } from "@/components/admin/orders/cod-refusal-panel";
import { FulfilOrderForm } from "@/components/admin/orders/fulfil-order-form";
import { OrderDetails } from "@/components/admin/orders/order-details";
import { OnlinePaymentPanel } from "@/components/admin/orders/online-payment-panel";
import { OrderNoteForm } from "@/components/admin/orders/order-note-form";
import { OrderTimeline } from "@/components/admin/orders/order-timeline";
import { RefundForm } from "@/components/admin/orders/refund-form";
import { RefundHistory } from "@/components/admin/orders/refund-history";
import { adminPaymentMessages } from "@/content/messages/en/admin-payments";
import { formatPrice } from "@/lib/currency/format-price";
import { readOrderRefunds } from "@/lib/payments/read-refunds";
import { readOrderPayment } from "@/lib/payments/read-order-payment";
import { adminInvoiceMessages } from "@/content/messages/en/admin-invoices";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { adminCustomerMessages } from "@/content/messages/en/admin-customers";
import { customerPath } from "@/lib/admin/customers/customer-key";
import { getOrderForAdmin } from "@/lib/admin/orders/get-order";
import { readOrderTimeline } from "@/lib/admin/orders/order-timeline";
import { readPhoneConfirmationMark } from "@/lib/orders/phone-confirmation/read-state";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { codStageOf } from "@/lib/orders/advance-cod-order";
import { nextCodStage } from "@/lib/orders/cod-lifecycle";
import { getDb } from "@/lib/db";
import { readRefusalHistory } from "@/lib/orders/cod-refusal-hold";
import { offersOnlinePayment } from "@/lib/payments";
import { invoicePath } from "@/lib/invoices/invoice-path";
import { documentsOfOrder } from "@/lib/invoices/read-invoice";
import { recordIdSchema } from "@/lib/validations/admin-actions";

const { view } = adminOrderMessages;

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(adminOrderMessages.meta.title);

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const parsed = recordIdSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const db = await getDb();
  const found = await getOrderForAdmin(db, parsed.data.id);
  if (!found) notFound();
  const { order } = found;
  const [documents, timeline, refusals] = await Promise.all([
    documentsOfOrder(db, order.id),
    readOrderTimeline(db, order),
    order.source === "local" ? readRefusalHistory(db, order) : null,
  ]);
  const payment = order.paymentMethod === "online" ? await readOrderPayment(db, order.id) : null;
  const refunds = payment ? await readOrderRefunds(db, payment) : null;
  const stage = order.source === "local" ? codStageOf(order) : null;
  const canFulfil = stage !== null && nextCodStage(stage, "ship").ok;

  return (
    <AdminPage
      section="/admin/orders"
      title={view.heading(order.orderNumber)}
      actions={
        <div className="flex flex-wrap gap-4 text-sm">
          <Link href={customerPath(order.email)} className="underline underline-offset-4">
            {adminCustomerMessages.orderLink}
          </Link>
          <Link href="/admin/orders" className="underline underline-offset-4">
            {view.back}
          </Link>
        </div>
      }
    >
      <OrderDetails {...found} />
      {payment ? <OnlinePaymentPanel payment={payment} /> : null}
      {refunds ? (
        <>
          {refunds.leftFils > 0 ? (
            <RefundForm
              orderId={order.id}
              requestKey={crypto.randomUUID()}
              lines={refunds.lines}
              shippingLeft={refunds.shippingLeftFils > 0 ? formatPrice(refunds.shippingLeftFils / 100) : null}
              everythingLeft={formatPrice(refunds.leftFils / 100)}
            />
          ) : (
            <p className="text-muted-foreground text-sm">{adminPaymentMessages.refund.nothingLeft}</p>
          )}
          <RefundHistory rows={refunds.history} unissued={refunds.unissued} />
        </>
      ) : null}
      {documents.length > 0 ? (
        <section aria-labelledby="order-documents" className="grid gap-2">
          <h2 id="order-documents" className="text-lg font-semibold">
            {view.documents}
          </h2>
          {/* The owner's words ("Invoice INV-000123"), not the shopper's ("View your tax invoice"), as in
             /admin/invoices. */}
          <ul className="grid gap-1 text-sm">
            {documents.map((document) => (
              <li key={document.number}>
                <a
                  href={invoicePath("en", document.publicToken)}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {adminInvoiceMessages.kinds[document.kind]} {document.number}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.source === "shopify" ? <p className="bg-muted rounded-md p-4 text-sm">{view.shopifyReadOnly}</p> : null}
      {stage ? (
        <CodLifecyclePanel
          order={order}
          stage={stage}
          returned={found.returned}
          phoneMark={await readPhoneConfirmationMark(db, order.id)}
        />
      ) : null}
      {canFulfil ? <FulfilOrderForm orderId={order.id} /> : null}
      {refusals ? <CodRefusalPanel orderId={order.id} history={refusals} gateway={offersOnlinePayment()} /> : null}
      <OrderTimeline events={timeline} />
      <section aria-labelledby="notes-title" className="bg-card grid gap-3 rounded-xl border p-6">
        <div>
          <h2 id="notes-title" className="font-serif text-xl font-semibold">
            {adminOrderMessages.notes.title}
          </h2>
          <p className="text-muted-foreground text-sm">{adminOrderMessages.notes.intro}</p>
        </div>
        <OrderNoteForm orderId={order.id} requestKey={crypto.randomUUID()} />
      </section>
    </AdminPage>
  );
}
