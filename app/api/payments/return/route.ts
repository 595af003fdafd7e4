import { after } from "next/server";

import { revalidateCatalogue } from "@/lib/commerce/catalogue-cache";
import { getDb } from "@/lib/db";
import { flushOutbox } from "@/lib/mail";
import { getPaymentGateway } from "@/lib/payments";
import { handlePaymentReturn } from "@/lib/payments/handle-payment-return";

export const dynamic = "force-dynamic";

/** Where the gateway's page sends the shopper back (lib/payments/handle-payment-return.ts). */
export async function GET(request: Request) {
  const db = await getDb();
  const result = await handlePaymentReturn(db, getPaymentGateway(), new URL(request.url).searchParams);
  if (result.mailIds.length > 0) after(() => flushOutbox(db, result.mailIds));
  if (result.stockChanged) revalidateCatalogue();
  return new Response(null, { status: 303, headers: { Location: result.location, "Cache-Control": "no-store" } });
}
