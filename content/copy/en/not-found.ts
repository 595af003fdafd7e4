export const notFoundCopy = {
  title: "Oops! Page not found",
  text: "The page you are looking for doesn't exist or has moved.",
  home: "Return Home",
  shop: "Shop the Collection",
  metaTitle: "Page not found",
} as const;
