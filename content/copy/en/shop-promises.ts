import { gatewayDisplayNames, methodList } from "../../payment-methods";
import {
  asOffer,
  gccDestinationsFor,
  paymentOfferFor,
  type CheckoutOffer,
  type CheckoutProvider,
} from "../../shop-promises";
import { policies } from "../../policies";
import { policyText as t } from "./policy-text";

/**
 * The shop's payment and delivery sentences for one checkout provider (content/shop-promises.ts). Under `local` no
 * sentence names a card: its only checkout is cash on delivery. Under `shopify` the hosted checkout names its own
 * methods, so these sentences point to it instead of listing them. With a gateway on the local provider
 * (PAYMENT_PROVIDER), the payment and refund sentences name its switched-on methods, and only those.
 */
export function buildShopPromiseText(checkout: CheckoutOffer | CheckoutProvider) {
  const offer = asOffer(checkout);
  const provider = offer.provider;
  const cashOnDelivery = paymentOfferFor(provider).kind === "cash-on-delivery";
  const online = offer.online && {
    methods: methodList("en", offer.online.methods),
    gateway: gatewayDisplayNames[offer.online.gateway],
  };
  const gcc = gccDestinationsFor(provider);
  const gccNames = gcc.map((country) => country.name).join(", ");
  const weekend = t.weekendProcessing;
  const paymentLimit = policies.cashOnDelivery.maxOrderTotal;
  return {
    delivery: {
      rules: [
        `${t.sameDayProcessing} and delivered the next day.`,
        `Orders placed after ${t.cutoff} are processed the next working day.`,
        `${weekend}.`,
        "Orders placed on a public holiday are processed the next working day.",
      ],
      faqAnswer: `${t.uaeDelivery}. ${t.sameDayProcessing} and delivered the next day. ${weekend}.`,
    },
    payment: online
      ? {
          faqAnswer: `You can pay online by ${online.methods} on ${online.gateway}'s secure payment page, or in cash when your order arrives. ${t.cashOnDelivery}; larger orders are paid online.`,
          shippingNote: `Pay online by ${online.methods}, or in cash when your order arrives. ${t.cashOnDelivery}.`,
          terms: `You can pay online by ${online.methods}: ${online.gateway}, our payment provider, takes the payment, in AED. ${t.cashOnDelivery}.`,
          privacy: `If you pay online, you enter your payment details on the secure page of ${online.gateway}, which processes the payment for us; we never see or store them. If you pay in cash, we never ask for payment details.`,
          /** The checkout's trust line beside its badges; none under cash on delivery only (as before). */
          /** The product page, at or over the cash-on-delivery limit; none under cash only (the cart refuses). */
          overCashLimit: `Orders of ${t.aed(paymentLimit)} or more are paid online (${online.methods}).` as
            string | null,
          checkoutBadge: `Pay online by ${online.methods}` as string | null,
          checkoutExplanation: `When you continue, you enter your delivery details and choose how to pay: now, online by ${online.methods}, or in cash when your order arrives (orders under ${t.aed(paymentLimit)}). Your cart is saved, so you can come back at any time.`,
        }
      : {
          faqAnswer: cashOnDelivery
            ? `You pay in cash when your order arrives. ${t.cashOnDelivery}.`
            : "You pay at our secure checkout, which shows every payment method it accepts before you confirm your order.",
          shippingNote: cashOnDelivery
            ? `${t.cashOnDelivery}.`
            : "Payment is taken at our secure checkout; it shows the methods it accepts before you confirm.",
          terms: cashOnDelivery
            ? `${t.cashOnDelivery}.`
            : "Payment is taken at our secure checkout, which lists the methods it accepts.",
          privacy: cashOnDelivery
            ? "You pay in cash when your order arrives; we never ask for payment details online."
            : "Payments are handled by our checkout provider; we never see or store your payment details.",
          overCashLimit: null,
          checkoutBadge: null,
          checkoutExplanation: cashOnDelivery
            ? "When you continue, you enter your delivery details and place your order; you pay in cash when it arrives. Your cart is saved, so you can come back at any time."
            : "When you continue, you will be redirected to our secure checkout to enter your delivery details and confirm your order. Your cart is saved, so you can come back at any time.",
        },
    refunds: online
      ? {
          faqAnswer: `We process returns in ${t.returnProcessing}. If you paid online, the refund then goes back to the method you paid with (${online.methods}) in ${t.refundCard}; if you paid in cash, it reaches your bank account in ${t.refundBankTransfer} or your digital wallet in ${t.refundWallet}.`,
          rows: [
            { method: `Paid online (${online.methods})`, time: t.refundCard },
            { method: "Paid in cash: bank transfer", time: t.refundBankTransfer },
            { method: "Paid in cash: digital wallets", time: t.refundWallet },
          ],
          note: `Orders paid online are refunded to the method you paid with (${online.methods}); orders paid in cash to your bank account or digital wallet, once your return has been processed.`,
        }
      : {
          faqAnswer: cashOnDelivery
            ? `We process returns in ${t.returnProcessing}. As you paid in cash, the refund then reaches your bank account in ${t.refundBankTransfer} or your digital wallet in ${t.refundWallet}.`
            : `We process returns in ${t.returnProcessing}. The refund then reaches the payment method you used at checkout in ${t.refundCard}.`,
          rows: cashOnDelivery
            ? [
                { method: "Bank transfer", time: t.refundBankTransfer },
                { method: "Digital wallets", time: t.refundWallet },
              ]
            : [{ method: "The payment method you used at checkout", time: t.refundCard }],
          note: cashOnDelivery
            ? "As you paid in cash, the refund goes to your bank account or digital wallet once your return has been processed."
            : "Refunds go back to the original payment method once your return has been processed.",
        },
    gcc: {
      faqAnswer:
        gcc.length === 0
          ? "Not at the moment: we deliver to all seven emirates of the UAE only."
          : `Yes, to ${gccNames}. These orders are paid at our secure checkout (cash on delivery is for the UAE only); the fee and time for each country are on our shipping page.`,
      shippingCards: gcc.map((country) => ({
        title: country.name,
        text: `Delivery in ${country.businessDays.min}-${country.businessDays.max} business days, paid at our secure checkout.`,
        price: t.aed(country.feeAed),
      })),
      termsSentence:
        gcc.length === 0
          ? "We deliver within the UAE only."
          : `We also deliver to ${gccNames}; those orders are paid at our secure checkout.`,
    },
  };
}

export type ShopPromiseText = ReturnType<typeof buildShopPromiseText>;
