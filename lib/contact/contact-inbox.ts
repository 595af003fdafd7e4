import "server-only";

import { brand } from "@/content/brand";
import { env } from "@/lib/env";

/** Where contact messages are delivered: CONTACT_INBOX, or the brand's public contact address. */
export function contactInbox(): string {
  return env.CONTACT_INBOX ?? brand.contactEmail;
}
