import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ConfirmationExpired } from "@/components/orders/confirmation-expired";
import { OrderConfirmationView } from "@/components/orders/order-confirmation-view";
import { checkoutMessages } from "@/content/messages/en/checkout";
import { findOrderConfirmation } from "@/lib/orders/get-order-for-confirmation";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: checkoutMessages.confirmation.pageTitle, robots: { index: false, follow: false } };

export default async function OrderConfirmationPage({ searchParams }: { searchParams: Promise<{ order?: string | string[] }> }) {
  const { order: token } = await searchParams;
  const confirmation = await findOrderConfirmation(typeof token === "string" ? token : undefined);
  if (!confirmation) notFound();
  if (confirmation === "expired") return <ConfirmationExpired />;
  return <OrderConfirmationView confirmation={confirmation} />;
}
