import { merchant } from "@/content/merchant";
import type { cartMessages } from "@/content/messages/en/cart";
import type { Translation } from "@/lib/i18n/translation";
import { priceTaxNote } from "@/lib/tax/shop-vat";

type TaxNoteProps = {
  /** A hosted checkout (Shopify) works out the taxes itself, so the note says that instead. */
  hostedCheckout: boolean;
  texts: Translation<typeof cartMessages>["taxNote"];
  className?: string;
};

/** The note under the cart and checkout totals: "All prices include 5% VAT", or that the prices carry no VAT. */
export function TaxNote({ hostedCheckout, texts, className }: TaxNoteProps) {
  return (
    <p className={className} data-testid="tax-note">
      {hostedCheckout ? texts.atHostedCheckout : priceTaxNote(merchant, texts)}
    </p>
  );
}
