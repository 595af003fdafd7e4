import { randomBytes, randomUUID } from "node:crypto";

/** Shopify writes Decimal amounts as strings, whole numbers with one decimal place ("99.0"). */
export function decimal(amount) {
  const rounded = Math.round(amount * 100) / 100;
  return Number.isInteger(rounded) ? rounded.toFixed(1) : String(rounded);
}

export const problem = (field, message) => ({ field, message, code: "INVALID" });

/**
 * Carts kept in memory with Shopify's behaviour: adding a variant already in the cart raises that line's
 * quantity, updating a line to 0 removes it, and unknown carts, lines or variants come back as userErrors.
 */
export function createCartStore(catalogue, discountCodes = {}) {
  const carts = new Map();
  // Shopify matches codes without regard to case.
  const percentOffFor = (code) =>
    Object.entries(discountCodes).find(([known]) => known.toUpperCase() === code.toUpperCase())?.[1] ?? null;
  const variants = new Map(catalogue.map((item) => [item.merchandiseId, item]));

  function checkLines(lines, path) {
    const errors = [];
    lines.forEach((line, index) => {
      if (!variants.has(line.merchandiseId)) {
        errors.push(
          problem(
            [...path, String(index), "merchandiseId"],
            `The merchandise with id ${line.merchandiseId} does not exist.`,
          ),
        );
      } else if (!(line.quantity >= 1)) {
        errors.push(problem([...path, String(index), "quantity"], "The quantity must be at least 1."));
      }
    });
    return errors;
  }

  function addTo(cart, lines) {
    for (const { merchandiseId, quantity } of lines) {
      const existing = cart.lines.find((line) => line.merchandiseId === merchandiseId);
      if (existing) existing.quantity += quantity;
      else
        cart.lines.push({ id: `gid://shopify/CartLine/${randomUUID()}?cart=${cart.token}`, merchandiseId, quantity });
    }
    cart.updatedAt = new Date().toISOString();
  }

  function withCart(cartId, change) {
    const cart = carts.get(cartId);
    if (!cart) return { cart: null, userErrors: [problem(["cartId"], "The specified cart does not exist.")] };
    // Like Shopify, a refused change still returns the (unchanged) cart next to the userErrors.
    return { cart, userErrors: change(cart) };
  }

  function lineErrors(cart, ids, path) {
    return ids.flatMap((id, index) =>
      cart.lines.some((line) => line.id === id)
        ? []
        : [problem([...path, String(index)], `The line with id ${id} does not exist.`)],
    );
  }

  return {
    variant: (merchandiseId) => variants.get(merchandiseId),
    product: ({ handle, productId }) =>
      catalogue.find((item) => (handle != null ? item.handle === handle : item.productId === productId)) ?? null,
    percentOffFor,
    get: (cartId) => carts.get(cartId) ?? null,
    findByToken: (token) => [...carts.values()].find((cart) => cart.token === token) ?? null,
    create(lines = []) {
      const userErrors = checkLines(lines, ["input", "lines"]);
      if (userErrors.length > 0) return { cart: null, userErrors };
      const token = `hWN${randomBytes(12).toString("hex")}`;
      const now = new Date().toISOString();
      const cart = {
        id: `gid://shopify/Cart/${token}?key=${randomBytes(8).toString("hex")}`,
        token,
        lines: [],
        discountCodes: [],
        createdAt: now,
        updatedAt: now,
      };
      addTo(cart, lines);
      carts.set(cart.id, cart);
      return { cart, userErrors: [] };
    },
    addLines: (cartId, lines) =>
      withCart(cartId, (cart) => {
        const errors = checkLines(lines, ["lines"]);
        if (errors.length === 0) addTo(cart, lines);
        return errors;
      }),
    updateLines: (cartId, updates) =>
      withCart(cartId, (cart) => {
        const errors = lineErrors(
          cart,
          updates.map((update) => update.id),
          ["lines"],
        );
        updates.forEach((update, index) => {
          if (update.quantity != null && update.quantity < 0)
            errors.push(problem(["lines", String(index), "quantity"], "The quantity can't be negative."));
        });
        if (errors.length > 0) return errors;
        for (const update of updates) {
          const line = cart.lines.find((candidate) => candidate.id === update.id);
          if (line && update.quantity != null) line.quantity = update.quantity;
        }
        cart.lines = cart.lines.filter((line) => line.quantity > 0);
        cart.updatedAt = new Date().toISOString();
        return [];
      }),
    /**
     * Like Shopify, the list replaces the cart's codes, and an unknown code is kept (shown as not applicable), not
     * refused.
     */
    setDiscountCodes: (cartId, codes) =>
      withCart(cartId, (cart) => {
        cart.discountCodes = [...new Set(codes.map((code) => code.trim()).filter(Boolean))];
        cart.updatedAt = new Date().toISOString();
        return [];
      }),
    removeLines: (cartId, lineIds) =>
      withCart(cartId, (cart) => {
        const errors = lineErrors(cart, lineIds, ["lineIds"]);
        if (errors.length > 0) return errors;
        cart.lines = cart.lines.filter((line) => !lineIds.includes(line.id));
        cart.updatedAt = new Date().toISOString();
        return [];
      }),
  };
}
