/** Product search: the header's box and its suggestions, and /search. */
export const searchMessages = {
  label: "Search products",
  placeholder: "Search clay, matcha, acne…",
  submit: "Search",
  openSearch: "Search",
  suggestions: "Suggestions",
  suggestionCount: (count: number) =>
    count === 0 ? "No suggestions" : `${count} ${count === 1 ? "suggestion" : "suggestions"}, use the arrow keys`,
  productKind: "Product",
  bundleKind: "Bundle",
};

export const searchPage = {
  meta: { title: "Search", description: "Search Matcha Glow's skincare by name, ingredient or skin concern." },
  heading: "Search",
  formLabel: "Search again",
  resultsFor: (query: string, count: number) => `${count} ${count === 1 ? "result" : "results"} for “${query}”`,
  prompt: "Type a product, an ingredient such as clay or collagen, or a skin concern.",
  noResultsTitle: (query: string) => `Nothing found for “${query}”`,
  noResultsText: "Check the spelling, try another word, or browse the whole collection.",
  browseCollection: "Shop the collection",
  tooMany: "Too many searches from your connection. Wait a minute and try again.",
};
