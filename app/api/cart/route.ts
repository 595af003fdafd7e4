import { getCurrentCart } from "@/lib/cart/current-cart";

// TEMP stub until helper "data" lands the real cart backend; dropped at merge.
export async function GET() {
  return Response.json({ cart: await getCurrentCart() }, { headers: { "Cache-Control": "no-store" } });
}
