import { headers } from "next/headers";

import { brand } from "@/content/brand";
import { adminMessages } from "@/content/messages/en/admin";
import { siteAddressMismatch } from "@/lib/admin/site-address";
import { env } from "@/lib/env";

/** Warns the owner on every back-office page when the shop's e-mails would link to another address than hers. */
export async function SiteAddressNotice() {
  const requestHeaders = await headers();
  // Behind the shop's own proxy (TRUSTED_PROXY_HOPS) the address the owner typed is in X-Forwarded-Host.
  const forwarded = env.TRUSTED_PROXY_HOPS > 0 ? requestHeaders.get("x-forwarded-host")?.split(",")[0]?.trim() : null;
  const mismatch = siteAddressMismatch(brand.siteUrl, forwarded || requestHeaders.get("host"));
  if (!mismatch) return null;
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {adminMessages.siteAddress(mismatch.linked, mismatch.openedAt)}
    </p>
  );
}
