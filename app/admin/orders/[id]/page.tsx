import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { AdminPage } from "@/components/admin/admin-page";
import { FulfilOrderForm } from "@/components/admin/orders/fulfil-order-form";
import { OrderDetails } from "@/components/admin/orders/order-details";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { getOrderForAdmin } from "@/lib/admin/orders/get-order";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { recordIdSchema } from "@/lib/validations/admin-actions";

const { view } = adminOrderMessages;

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(adminOrderMessages.meta.title);

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const parsed = recordIdSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const found = await getOrderForAdmin(await getDb(), parsed.data.id);
  if (!found) notFound();
  const { order } = found;
  const canFulfil = order.source === "local" && order.status !== "cancelled" && order.fulfillmentStatus !== "fulfilled";

  return (
    <AdminPage section="/admin/orders" title={view.heading(order.orderNumber)} actions={<Link href="/admin/orders" className="text-sm underline underline-offset-4">{view.back}</Link>}>
      <OrderDetails {...found} />
      {order.source === "shopify" ? <p className="rounded-md bg-muted p-4 text-sm">{view.shopifyReadOnly}</p> : null}
      {order.source === "local" && order.status === "cancelled" ? <p className="rounded-md bg-muted p-4 text-sm">{view.cancelledNote}</p> : null}
      {canFulfil ? <FulfilOrderForm orderId={order.id} /> : null}
    </AdminPage>
  );
}
