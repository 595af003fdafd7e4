import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";

import { TrackingResult } from "@/components/orders/tracking-result";
import { accountScreens } from "@/content/messages/en/account-screens";
import { getCurrentSession } from "@/lib/auth/session";
import { orderOfShopper } from "@/lib/orders/signed-in-orders";

export const metadata: Metadata = { title: "Order tracking", robots: { index: false } };

/** The tracking view of one of the shopper's own orders: the same gate as /track-order, with the session's e-mail. */
export default async function AccountOrderPage({ params }: PageProps<"/account/orders/[number]">) {
  const { number } = await params;
  const session = await getCurrentSession();
  if (!session) redirect(`/account/sign-in?next=${encodeURIComponent(`/account/orders/${number}`)}`);
  const result = await orderOfShopper(session.user, decodeURIComponent(number));
  if (!result) notFound();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <Link href="/account" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {accountScreens.account.orderBack}
      </Link>
      <h1 className="sr-only">{accountScreens.account.ordersTitle}</h1>
      <TrackingResult result={result} />
    </div>
  );
}
