/** The shopper's wishlist: /account/wishlist and its link on /account. */
export const accountWishlist = {
  title: "Your wishlist",
  intro: "Products you saved with the heart, on any device you signed in on.",
  accountLink: "View your wishlist",
  empty: "Nothing saved yet. Tap the heart on a product to keep it here.",
  shopLink: "Shop the collection",
  remove: (name: string) => `Remove ${name} from your wishlist`,
  removeShort: "Remove",
  back: "Back to your account",
};
