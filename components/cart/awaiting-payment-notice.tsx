import { cartMessages } from "@/content/messages/cart";
import { plainFormAction } from "@/components/forms/plain-form-action";
import { Button } from "@/components/ui/button";
import { cancelCartPaymentAction, resumeCartPaymentAction } from "@/lib/actions/cart-payment";
import { formatShopTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { AwaitingCartPayment } from "@/lib/payments/cart-payment";

/**
 * Above a cart whose order waits for its online payment: the cart cannot change until the shopper goes back to
 * the gateway's page or gives the payment up. Plain form posts, so both work without JavaScript.
 */
export function AwaitingPaymentNotice({ awaiting, locale }: { awaiting: AwaitingCartPayment; locale: Locale }) {
  const text = cartMessages[locale].awaitingPayment;
  return (
    <section aria-labelledby="awaiting-payment-title" className="bg-muted/40 mb-8 rounded-lg border p-5">
      <h2 id="awaiting-payment-title" className="text-lg font-semibold">
        {text.title}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">
        {text.description(awaiting.orderNumber, formatShopTime(awaiting.payBy, { locale }))}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <form action={plainFormAction(resumeCartPaymentAction)}>
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit">{text.resume}</Button>
        </form>
        <form action={plainFormAction(cancelCartPaymentAction)}>
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit" variant="outline">
            {text.cancel}
          </Button>
        </form>
      </div>
    </section>
  );
}
