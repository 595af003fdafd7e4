import { isSameMailbox } from "@/lib/newsletter/mailbox";

/**
 * A welcome code is worth something only to whoever reads the inbox it was sent to: an order may redeem it only
 * under that address, or another spelling of the same mailbox (case, plus tag, Gmail dots).
 */
export function mayRedeemWelcomeCode(ownerEmail: string, orderEmail: string): boolean {
  return isSameMailbox(ownerEmail, orderEmail);
}
