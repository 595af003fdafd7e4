/** What an owner-made code gives: a share of the items, an amount off them, or the delivery fee waived. */
export const ownerCodeKinds = ["percent", "fixed", "free_delivery"] as const;
export type OwnerCodeKind = (typeof ownerCodeKinds)[number];
