import Link from "next/link";
import { UserRound } from "lucide-react";

import { layoutAccountMessages } from "@/content/messages/en/layout-account";

/** Static on purpose (the header is the same for everyone): /account sends a signed-out visitor to sign in. */
export function AccountLink() {
  return (
    <Link
      href="/account"
      className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      aria-label={layoutAccountMessages.account}
    >
      <UserRound aria-hidden className="size-5" />
    </Link>
  );
}
