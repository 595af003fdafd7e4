import { GraphQLError } from "graphql";
import { decimal, problem } from "./cart-store.mjs";

const MAX_PAGE = 250;

/** A Relay connection the way the Storefront API serves one, including its "first or last" rule. */
function connection(items, { first, last }) {
  if (first == null && last == null) throw new GraphQLError("you must provide one of first or last");
  const count = first ?? last;
  if (count < 0 || count > MAX_PAGE) throw new GraphQLError(`first and last must be between 0 and ${MAX_PAGE}`);
  const page = first != null ? items.slice(0, first) : items.slice(Math.max(items.length - last, 0));
  const cursor = (index) => Buffer.from(`cursor:${index}`).toString("base64");
  return {
    edges: page.map((node, index) => ({ node, cursor: cursor(index) })),
    nodes: page,
    pageInfo: {
      hasNextPage: first != null && page.length < items.length,
      hasPreviousPage: last != null && page.length < items.length,
      startCursor: page.length > 0 ? cursor(0) : null,
      endCursor: page.length > 0 ? cursor(page.length - 1) : null,
    },
  };
}

/**
 * Turns stored carts into resolver objects: plain values, or functions that receive a field's arguments.
 * `checkoutOrigin` overrides where checkoutUrl points (default: this server), to script a foreign checkout host.
 */
export function createViews({ store, origin, currencyCode, checkoutOrigin = origin }) {
  const money = (amount) => ({ amount: decimal(amount), currencyCode });

  const variantView = (item) => ({
    __typename: "ProductVariant",
    id: item.merchandiseId,
    // Single-variant products answer with Shopify's placeholder title; the shop hides it.
    title: "Default Title",
    availableForSale: item.availableForSale !== false,
    price: money(item.price),
    compareAtPrice: item.compareAtPrice == null ? null : money(item.compareAtPrice),
    image: {
      __typename: "Image",
      url: `${origin}/cdn/shop/files/${item.image.split("/").pop()}`,
      altText: null,
      width: 1200,
      height: 1200,
    },
    product: { __typename: "Product", id: item.productId, title: item.title, handle: item.handle },
  });

  const lineView = (line) => {
    const item = store.variant(line.merchandiseId);
    return {
      __typename: "CartLine",
      id: line.id,
      quantity: line.quantity,
      attributes: [],
      discountAllocations: [],
      cost: {
        amountPerQuantity: money(item.price),
        subtotalAmount: money(item.price * line.quantity),
        totalAmount: money(item.price * line.quantity),
      },
      merchandise: variantView(item),
    };
  };

  const cartView = (cart) => {
    const lines = cart.lines.map(lineView);
    const subtotal = cart.lines.reduce((sum, line) => sum + store.variant(line.merchandiseId).price * line.quantity, 0);
    // An order-level percentage code: one cart-level allocation, taken off the total but not the subtotal.
    const codes = (cart.discountCodes ?? []).map((code) => ({ code, percentOff: store.percentOffFor(code) }));
    const allocations = codes
      .filter(({ percentOff }) => percentOff !== null && subtotal > 0)
      .map(({ code, percentOff }) => ({
        __typename: "CartCodeDiscountAllocation",
        code,
        targetType: "LINE_ITEM",
        discountedAmount: money(Math.round(subtotal * percentOff) / 100),
      }));
    const total =
      subtotal - allocations.reduce((sum, allocation) => sum + Number(allocation.discountedAmount.amount), 0);
    return {
      __typename: "Cart",
      id: cart.id,
      checkoutUrl: `${checkoutOrigin}/checkouts/cn/${cart.token}`,
      createdAt: cart.createdAt,
      updatedAt: cart.updatedAt,
      totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
      note: null,
      attributes: [],
      discountCodes: codes.map(({ code, percentOff }) => ({
        __typename: "CartDiscountCode",
        code,
        applicable: percentOff !== null && subtotal > 0,
      })),
      discountAllocations: allocations,
      // Prices include the UAE's 5% VAT, as a UAE Shopify store sets them; Shopify reports the tax inside the total.
      cost: {
        totalAmount: money(total),
        subtotalAmount: money(subtotal),
        checkoutChargeAmount: money(total),
        totalTaxAmount: money(Math.round((total * 100 * 5) / 105) / 100),
      },
      lines: (args) => connection(lines, args),
    };
  };

  // A catalogue product with its one variant, as product(handle:) and product(id:) answer.
  const productView = (item) => ({
    __typename: "Product",
    id: item.productId,
    handle: item.handle,
    title: item.title,
    availableForSale: item.availableForSale !== false,
    variants: (args) => connection([variantView(item)], args),
  });

  const payload = ({ cart, userErrors }) => ({ cart: cart && cartView(cart), userErrors, warnings: [] });

  return { cartView, productView, payload };
}

/** The root fields of both QueryRoot and Mutation; `forcedUserErrors` makes every mutation refuse. */
export function createRoot({ store, views, shop, forcedUserErrors }) {
  const mutate = (change) =>
    forcedUserErrors
      ? { cart: null, userErrors: forcedUserErrors.map((message) => problem(["lines"], message)), warnings: [] }
      : views.payload(change());

  return {
    shop: { __typename: "Shop", id: "gid://shopify/Shop/1", name: shop.name, primaryDomain: shop.primaryDomain },
    // Shopify answers null for a handle or id it does not know; it takes exactly one of the two.
    product: ({ handle, id }) => {
      if ((handle == null) === (id == null)) throw new GraphQLError("Provide exactly one of handle or id.");
      const item = store.product(handle != null ? { handle } : { productId: id });
      return item ? views.productView(item) : null;
    },
    cart: ({ id }) => {
      const cart = store.get(id);
      return cart && views.cartView(cart);
    },
    cartCreate: (args) => mutate(() => store.create(args.input?.lines ?? [])),
    cartLinesAdd: (args) => mutate(() => store.addLines(args.cartId, args.lines)),
    cartLinesUpdate: (args) => mutate(() => store.updateLines(args.cartId, args.lines)),
    cartLinesRemove: (args) => mutate(() => store.removeLines(args.cartId, args.lineIds)),
    cartDiscountCodesUpdate: (args) => mutate(() => store.setDiscountCodes(args.cartId, args.discountCodes ?? [])),
  };
}
