/** An order line as a return sees it: how many units were bought. */
export type ReturnableItem = { id: number; quantity: number };
/** Units of order lines already held by returns that were not rejected. */
export type HeldLine = { orderItemId: number; quantity: number };
export type WantedLine = { orderItemId: number; quantity: number };

export type ReturnLinesRefusal = "nothing_chosen" | "more_than_left";

/** Per order line, the units that can still be asked back: bought, less every unit a live return holds. */
export function unitsLeftToReturn(items: readonly ReturnableItem[], held: readonly HeldLine[]): Map<number, number> {
  const left = new Map(items.map((item) => [item.id, item.quantity]));
  for (const line of held) left.set(line.orderItemId, (left.get(line.orderItemId) ?? 0) - line.quantity);
  return left;
}

/**
 * The lines of a new request, checked against what is left: units of the same line asked twice are added up, a
 * line of another order or more units than are left refuse the whole request (never a silently smaller return).
 */
export function checkWantedLines(
  items: readonly ReturnableItem[],
  held: readonly HeldLine[],
  wanted: readonly WantedLine[],
): { ok: true; lines: WantedLine[] } | { ok: false; reason: ReturnLinesRefusal } {
  const asked = new Map<number, number>();
  for (const line of wanted)
    if (line.quantity > 0) asked.set(line.orderItemId, (asked.get(line.orderItemId) ?? 0) + line.quantity);
  if (asked.size === 0) return { ok: false, reason: "nothing_chosen" };
  const left = unitsLeftToReturn(items, held);
  for (const [orderItemId, quantity] of asked) {
    const available = left.get(orderItemId);
    if (available === undefined || quantity > available) return { ok: false, reason: "more_than_left" };
  }
  return { ok: true, lines: [...asked].map(([orderItemId, quantity]) => ({ orderItemId, quantity })) };
}
