/** Confirming a cash-on-delivery order by a code sent to its phone (lib/orders/phone-confirmation). */
export const phoneConfirmationMessages = {
  title: "Confirm your order by phone",
  sentTo: (maskedPhone: string) => `We sent a 6-digit code to ${maskedPhone}. Enter it to confirm your order.`,
  notSent: "We could not send a code to your phone. We will call you to confirm your order before it ships.",
  codeLabel: "6-digit code",
  codeHint: "It is valid for 5 minutes.",
  submit: "Confirm order",
  resend: "Send a new code",
  confirmed: "Your order is confirmed. Thank you!",
  confirmedTitle: "Order confirmed by phone",
  codeSent: (maskedPhone: string) => `A new code is on its way to ${maskedPhone}.`,
  refusals: {
    invalid: "Please enter the 6-digit code from the message.",
    throttled: "Too many tries. Please wait a while; if need be, we will call you to confirm.",
    unexpected: "Something went wrong. Please try again.",
    not_found: "We could not find this order.",
    not_open: "This order can no longer be confirmed.",
    wrong_code: "That code is not right.",
    code_dead: "That code has had too many wrong tries. Please ask for a new code.",
    expired: "That code has expired. Please ask for a new code.",
    no_code: "No code has been sent yet. Please ask for a new code.",
    unavailable: "We cannot send or check codes right now. We will call you to confirm your order.",
    invalid_phone: "The order's phone is not a UAE mobile number, so we will call you to confirm your order.",
  },
  wrongCode: (triesLeft: number) =>
    triesLeft === 1
      ? "That code is not right. You have 1 try left."
      : `That code is not right. ${triesLeft} tries left.`,
  mailLine: "Please confirm your order with the code we sent to your phone, now or later, on your order page:",
  notConfirmedReason: "The order was not confirmed by phone in time.",
} as const;
