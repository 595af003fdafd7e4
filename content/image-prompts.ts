import { products } from "./products";

export type ImagePromptSuggestion = { productSlug: string; productName: string; prompts: string[] };

/**
 * Suggested prompts for the admin image generator, one set per product, written from the catalogue so a renamed
 * product or a new key ingredient shows up here without a second edit.
 */
export const imagePromptSuggestions: ImagePromptSuggestion[] = products.map((product) => {
  const ingredients = product.keyIngredients.slice(0, 2).join(" and ").toLowerCase();
  return {
    productSlug: product.slug,
    productName: product.name,
    prompts: [
      `Studio product photo of ${product.name} (${product.size}) on a pale stone tray with fresh matcha powder, soft natural window light, minimal, high detail`,
      `${product.name} packaging beside ${ingredients}, flat lay on warm sand-coloured linen, gentle desert morning light, editorial style`,
      `Close-up texture shot of ${product.name} swatched on glass, matcha green tones, clean white background, luxury skincare advertising`,
    ],
  };
});
