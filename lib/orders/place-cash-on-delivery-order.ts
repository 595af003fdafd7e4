import "server-only";

import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";

import { sellableItemIn } from "@/content/localized";
import { merchant } from "@/content/merchant";
import { enqueueLowStockAlerts } from "@/lib/catalogue/low-stock-email";
import { readCatalogueFigures } from "@/lib/catalogue/read-figures";
import { buildShopCatalogue } from "@/lib/catalogue/shop-catalogue";
import { checkStockTaken, OutOfStockError, stockTakers, type StockShortage } from "@/lib/catalogue/stock";
import { policies } from "@/content/policies";
import type { Db } from "@/lib/db";
import {
  cartLines,
  carts,
  discountCodes,
  orderItems,
  orders,
  shopDiscountRedemptions,
  type Address,
} from "@/lib/db/schema";
import { findDiscountCode, ownedCodeRefusal, type DiscountRefusal } from "@/lib/discounts/check-discount-code";
import { discountOn, welcomeCodeTerms } from "@/lib/discounts/discount-terms";
import { ownerCodeTerms, ownerCodeUsageRefusal, ownerCodeWindowRefusal } from "@/lib/discounts/owner-code-rules";
import { countOwnerCodeUses, findOwnerCode } from "@/lib/discounts/owner-codes";
import { mayRedeemWelcomeCode } from "@/lib/discounts/welcome-code-owner";
import { mailboxOf } from "@/lib/newsletter/mailbox";
import { issueInvoice } from "@/lib/invoices/issue-invoice";
import { enqueueMail } from "@/lib/mail/outbox";
import { countOrderPlaced } from "@/lib/metrics/record";
import { enqueueNewOrderNotice } from "@/lib/owner/new-order-notice";
import type { Locale } from "@/lib/i18n/locales";
import { storedVatForDisplay } from "@/lib/tax/shop-vat";
import { toFils } from "@/lib/tax/vat";
import type { CashOnDeliveryDetails } from "@/lib/validations/checkout";
import type { OrderToPay } from "@/lib/payments/start-order-payment";
import { orderConfirmationEmail } from "./emails/order-confirmation-email";
import { cashOnDeliveryFeeFils } from "./cod-fee";
import { orderCharges, orderItemColumns, priceOrderLines } from "./order-pricing";

export type PlacedOrder = { id: string; orderNumber: string; publicToken: string };
export type PlaceOrderResult =
  | {
      ok: true;
      order: PlacedOrder;
      alreadyPlaced: boolean;
      /** The confirmation waiting in the outbox, to deliver once committed. */
      mailId: string | null;
      /** E-mails to the owner this order set off: its new-order notice (lib/owner) and low-stock alerts. */
      alertMailIds?: string[];
      /** A counted stock changed: the catalogue pages are due a refresh. */
      stockChanged?: boolean;
      /** An order just placed to be paid online: what opening its hosted page needs. */
      toPay?: OrderToPay;
    }
  /** Why no order was placed, as codes the checkout words in the shopper's language. */
  | { ok: false; reason: "empty_cart" | "over_limit" | "not_purchasable" | "discount_not_owner" }
  | { ok: false; reason: "discount_refused"; discount: DiscountRefusal; minimumFils?: number }
  | { ok: false; reason: "out_of_stock"; shortage: StockShortage };

const placedOrderColumns = { id: orders.id, orderNumber: orders.orderNumber, publicToken: orders.publicToken };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * How long a repeated submit of a checked-out cart still gets its order back: long enough for a double click or a
 * retry after a lost answer. Later, an old cart id (a cookie copied off a shared computer) must not keep handing
 * out the order's confirmation link, so it reads as an empty cart.
 */
export const REPEAT_SUBMIT_WINDOW_MS = 15 * 60 * 1000;

function deliveryAddress(customer: CashOnDeliveryDetails): Address {
  return {
    name: customer.fullName,
    address1: customer.addressLine,
    city: customer.city,
    province: customer.emirate,
    country: policies.cashOnDelivery.countryName,
    countryCode: policies.cashOnDelivery.country,
    phone: customer.phone,
  };
}

/**
 * The cart's discount code, locked until the order commits: a second order with the same code (another cart,
 * another tab, at the same moment) waits here and then finds it redeemed, or (an owner-made code) counts the use
 * this order made, so the last allowed use goes to one order only.
 */
async function lockCartDiscount(tx: Tx, savedCode: string | null, email: string, now: Date) {
  if (!savedCode) return { ok: true as const, discount: null };
  const row = await findDiscountCode(tx, savedCode, { forUpdate: true });
  if (row) {
    const refusal = ownedCodeRefusal(row, now);
    if (refusal) return { ok: false as const, refusal };
    const terms = welcomeCodeTerms(row.code, row.percentOff);
    return { ok: true as const, discount: { terms, welcomeOwnerEmail: row.ownerEmail, ownerCodeId: null } };
  }
  const owned = await findOwnerCode(tx, savedCode, { forUpdate: true });
  if (!owned) return { ok: false as const, refusal: "unknown" as const };
  const refusal =
    ownerCodeWindowRefusal(owned, now) ?? ownerCodeUsageRefusal(owned, await countOwnerCodeUses(tx, owned.id, email));
  if (refusal) return { ok: false as const, refusal };
  return {
    ok: true as const,
    discount: { terms: ownerCodeTerms(owned), welcomeOwnerEmail: null, ownerCodeId: owned.id },
  };
}

/**
 * Turns the cart into a cash-on-delivery order in one transaction: prices from the catalogue, the discount code
 * redeemed, and the confirmation e-mail written to the outbox, all or nothing. The cart id is the idempotency key:
 * a second submit of the same checkout returns the order already placed instead of a duplicate.
 */
export async function placeCashOnDeliveryOrder(
  db: Db,
  input: {
    cartId: string;
    customer: CashOnDeliveryDetails;
    /** The shop language of the checkout; English when not given. */ locale?: Locale;
    /**
     * Paid online at the gateway's page (lib/payments): the order waits for the payment, with its stock held and the
     * cart kept, and gets its invoice and confirmation when the gateway reports the payment captured.
     */
    payOnline?: boolean;
    /** A messaging provider is configured: the e-mail asks for the phone code (lib/orders/phone-confirmation). */
    confirmByPhone?: boolean;
  },
  now: Date = new Date(),
): Promise<PlaceOrderResult> {
  const { cartId, customer, locale = "en", payOnline = false, confirmByPhone = false } = input;
  try {
    const result = await placeInTransaction(db, cartId, customer, locale, now, payOnline, confirmByPhone);
    // Counted once committed; a repeated submit returns the order already placed and is not a second order.
    if (result.ok && !result.alreadyPlaced) countOrderPlaced(payOnline ? "online" : "cash_on_delivery");
    return result;
  } catch (error) {
    // Thrown so the units already taken for other lines roll back with the order.
    if (error instanceof OutOfStockError) return { ok: false, reason: "out_of_stock", shortage: error.shortage };
    throw error;
  }
}

function placeInTransaction(
  db: Db,
  cartId: string,
  customer: CashOnDeliveryDetails,
  locale: Locale,
  now: Date,
  payOnline: boolean,
  confirmByPhone: boolean,
): Promise<PlaceOrderResult> {
  return db.transaction(async (tx): Promise<PlaceOrderResult> => {
    // Every statement of this hot path is prepared: the connection parses it once and is then sent only its values,
    // where an unprepared statement is parsed and planned again each time (and its text makes each round trip bigger).
    // Locking the cart row makes a concurrent submit wait here, then find the order this one placed. The reads go
    // with the lock in one round trip: the lock is sent first, and Postgres runs each statement of a connection after
    // the one before has finished, with a snapshot of its own (read committed), so they see what was committed before
    // the lock was granted (tests/unit/data/cash-on-delivery-order.test.ts holds the lock to check it).
    const lockingCart = tx
      .select({ id: carts.id, discountCode: carts.discountCode })
      .from(carts)
      .where(eq(carts.id, cartId))
      .for("update")
      .prepare("place_order_lock_cart")
      .execute();
    const [locked, [existing], lines, figures] = await Promise.all([
      lockingCart,
      tx
        .select({ ...placedOrderColumns, createdAt: orders.createdAt, stage: orders.lifecycleStage })
        .from(orders)
        .where(eq(orders.checkoutKey, cartId))
        .limit(1)
        .prepare("place_order_existing")
        .execute(),
      tx
        .select({ merchandiseId: cartLines.merchandiseId, quantity: cartLines.quantity })
        .from(cartLines)
        .where(eq(cartLines.cartId, cartId))
        .prepare("place_order_cart_lines")
        .execute(),
      readCatalogueFigures(tx),
    ]);
    if (existing) {
      const { createdAt, stage, ...order } = existing;
      // Still at the gateway's page: the same order is paid for, however long the shopper took to come back.
      if (stage === "awaiting_payment") return { ok: true, order, alreadyPlaced: true, mailId: null };
      if (now.getTime() - createdAt.getTime() > REPEAT_SUBMIT_WINDOW_MS) return { ok: false, reason: "empty_cart" };
      return { ok: true, order, alreadyPlaced: true, mailId: null };
    }
    const [cart] = locked;
    if (!cart) return { ok: false, reason: "empty_cart" };

    if (lines.length === 0) return { ok: false, reason: "empty_cart" };
    // Prices and stock as the database holds them inside this transaction, never a cached copy.
    const priced = priceOrderLines(lines, buildShopCatalogue(figures, "en").sellable);
    if (!priced) return { ok: false, reason: "not_purchasable" };

    const claimed = await lockCartDiscount(tx, cart.discountCode, customer.email, now);
    const worth = claimed.ok && claimed.discount ? discountOn(claimed.discount.terms, priced.items) : null;
    if (!claimed.ok || (worth && !worth.ok)) {
      // Never charge a different amount than the shopper saw: the code comes off, and they confirm the new total.
      await tx.update(carts).set({ discountCode: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
      if (!claimed.ok) return { ok: false, reason: "discount_refused", discount: claimed.refusal };
      if (worth?.ok === false && worth.reason === "minimum")
        return { ok: false, reason: "discount_refused", discount: "minimum", minimumFils: worth.minimumFils };
      return { ok: false, reason: "discount_refused", discount: "not_for_items" };
    }
    const { discount } = claimed;
    // The code stays on the cart and unredeemed: the shopper may place the order with the address it was sent to.
    if (discount?.welcomeOwnerEmail && !mayRedeemWelcomeCode(discount.welcomeOwnerEmail, customer.email)) {
      return { ok: false, reason: "discount_not_owner" };
    }
    const code = discount?.terms.code ?? null;
    // In integer fils from here to the insert, where the AED columns take them; the VAT is kept as it was charged.
    const productIds = discount?.terms.productIds ? [...discount.terms.productIds] : null;
    const codFeeFils = cashOnDeliveryFeeFils(payOnline ? "online" : "cash_on_delivery");
    const charges = orderCharges(priced.items, worth?.ok ? { ...worth, productIds } : null, merchant, codFeeFils);
    const totals = charges.aed;
    // The limit is on the discounted items plus shipping, the figure the cart checks too; the shop's own COD fee on
    // top never turns an order the cart accepted away (docs/operations.md).
    if (!payOnline && charges.fils.totalFils - codFeeFils >= toFils(policies.cashOnDelivery.maxOrderTotal))
      return { ok: false, reason: "over_limit" };

    const address = deliveryAddress(customer);
    const paymentDueBy = payOnline ? new Date(now.getTime() + policies.onlinePayment.payWithinMinutes * 60_000) : null;
    // The order's id is chosen here, so its lines can be written in the same round trip as the order itself.
    const orderId = randomUUID();
    const items = priced.items.map((item) => ({ orderId, ...orderItemColumns(item), variantTitle: null }));
    // The order, its lines, the cart and the stock go together (one round trip, sent in this order): every order of a
    // product waits on that product's row, so taking the stock last holds the row for the end of this round trip and
    // the commit only (paying online). If a product falls short, the order rolls back with it. Paying online, the
    // cart stays until the gateway reports the payment (lib/payments/settle-payment.ts), and cannot change meanwhile
    // (lib/commerce/local/cart-store.ts), so the shopper pays for exactly what it shows.
    const shelf = stockTakers(tx, lines);
    const [[order], redeemed, , , , ...taken] = await Promise.all([
      tx
        .insert(orders)
        .values({
          id: orderId,
          source: "local",
          orderNumber: sql`'#' || nextval('order_number_seq')`,
          publicToken: randomBytes(32).toString("base64url"),
          checkoutKey: cartId,
          email: customer.email,
          customerName: customer.fullName,
          phone: customer.phone,
          paymentMethod: payOnline ? "online" : "cash_on_delivery",
          lifecycleStage: payOnline ? "awaiting_payment" : "placed",
          paymentDueBy,
          subtotalAmount: totals.subtotal,
          discountCode: code,
          discountAmount: totals.discount,
          shippingAmount: totals.shipping,
          codFeeAmount: totals.codFee,
          totalAmount: totals.total,
          // 0 when the shop charges no VAT: the order then states it charged none.
          vatAmountFils: charges.vatFils ?? 0,
          currency: policies.currency,
          shippingAddress: address,
          billingAddress: address,
          locale,
        })
        .returning(placedOrderColumns)
        .prepare("place_order_insert")
        .execute(),
      discount?.welcomeOwnerEmail && code
        ? tx
            .update(discountCodes)
            .set({ redeemedAt: new Date(), redeemedOrderId: orderId })
            .where(and(eq(discountCodes.code, code), isNull(discountCodes.redeemedAt)))
            .returning({ code: discountCodes.code })
            .prepare("place_order_redeem_code")
            .execute()
        : null,
      tx.insert(orderItems).values(items).prepare("place_order_items").execute(),
      // After the order's insert in this round trip: the use names the order. Counted by the next order to lock the code.
      discount?.ownerCodeId
        ? tx.insert(shopDiscountRedemptions).values({
            codeId: discount.ownerCodeId,
            orderId,
            mailbox: mailboxOf(customer.email),
            discountFils: charges.fils.discountFils,
            productIds,
          })
        : null,
      payOnline
        ? tx
            .update(carts)
            .set({ awaitingPaymentSince: now })
            .where(eq(carts.id, cartId))
            .prepare("place_order_lock_paid_cart")
            .execute()
        : tx.delete(carts).where(eq(carts.id, cartId)).prepare("place_order_delete_cart").execute(),
      ...shelf.updates.map((update) => update.execute()),
    ]);
    const stock = await checkStockTaken(tx, lines, shelf.wanted, taken);
    if (!order) throw new Error("Inserting the order returned no row");
    // The code's row is locked above, so this cannot happen; if it ever did, the whole order rolls back.
    if (discount?.welcomeOwnerEmail && redeemed?.length !== 1)
      throw new Error(`Discount code ${code} could not be redeemed`);
    if (payOnline && paymentDueBy) {
      return {
        ok: true,
        order,
        alreadyPlaced: false,
        mailId: null,
        alertMailIds: await enqueueLowStockAlerts(tx, stock.crossings),
        stockChanged: stock.counted,
        toPay: {
          ...order,
          totalFils: charges.fils.totalFils,
          email: customer.email,
          customerName: customer.fullName,
          payBy: paymentDueBy,
        },
      };
    }
    // Every sale gets its tax invoice, numbered in this transaction so a rolled-back order leaves no gap.
    const invoice = await issueInvoice(
      tx,
      order.id,
      {
        orderNumber: order.orderNumber,
        customerName: customer.fullName,
        address,
        locale,
        currency: policies.currency,
        items,
        discountCode: code,
        discount: totals.discount,
        discountProductIds: productIds,
        shipping: totals.shipping,
        codFee: totals.codFee,
      },
      now,
    );

    const mailId = await enqueueMail(
      tx,
      orderConfirmationEmail({
        ...order,
        email: customer.email,
        customerName: customer.fullName,
        currency: policies.currency,
        // The order keeps the catalogue's English titles (the back office reads them); the shopper reads their own.
        items: items.map((item) => ({
          ...item,
          title: sellableItemIn(item.merchandiseId, locale)?.title ?? item.title,
        })),
        ...totals,
        vatIncluded: storedVatForDisplay(charges.vatFils),
        discountCode: code,
        address,
        locale,
        orderedAt: now,
        invoice,
        confirmByPhone,
      }),
    );
    const ownerMailId = await enqueueNewOrderNotice(tx, {
      id: order.id,
      orderNumber: order.orderNumber,
      customerName: customer.fullName,
      city: address.city,
      currency: policies.currency,
      total: totals.total,
      items,
      paidOnline: false,
    });
    const alertMailIds = await enqueueLowStockAlerts(tx, stock.crossings);
    return {
      ok: true,
      order,
      alreadyPlaced: false,
      mailId,
      alertMailIds: ownerMailId ? [ownerMailId, ...alertMailIds] : alertMailIds,
      stockChanged: stock.counted,
    };
  });
}
