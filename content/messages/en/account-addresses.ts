/** The shopper's address book: /account/addresses, its link on /account and its place at checkout. */
export const accountAddresses = {
  title: "Your addresses",
  intro: "Delivery addresses you saved. Checkout starts filled with your default one.",
  accountLink: "Manage your addresses",
  empty: "No saved addresses yet. Add one below, or tick “Save this address to my account” at checkout.",
  defaultBadge: "Default",
  edit: "Edit",
  editLabel: (name: string) => `Edit the address for ${name}`,
  remove: "Delete",
  removeLabel: (name: string) => `Delete the address for ${name}`,
  makeDefault: "Make default",
  makeDefaultLabel: (name: string) => `Make default the address for ${name}`,
  addTitle: "Add an address",
  editTitle: "Edit address",
  makeDefaultField: "Make this my default address",
  saveNew: "Save address",
  saveEdit: "Save changes",
  saving: "Saving…",
  cancelEdit: "Cancel",
  full: (limit: number) => `You have saved ${limit} addresses, the most an account keeps. Delete one to add another.`,
  phone: (phone: string) => `Phone: ${phone}`,
  listLabel: "Saved addresses",
  /** After a change: what happened, shown above the list. */
  done: {
    saved: "Address saved.",
    deleted: "Address deleted.",
    default: "Default address changed.",
  },
  back: "Back to your account",
  /** At checkout, above the delivery form, for a signed-in shopper with saved addresses. */
  checkout: {
    title: "Deliver to a saved address",
    use: (name: string, place: string) => `Use ${name}, ${place}`,
    inUse: "Filled in below",
    manage: "Manage your addresses",
  },
};
