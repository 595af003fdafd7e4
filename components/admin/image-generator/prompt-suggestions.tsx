import { Button } from "@/components/ui/button";
import type { ImagePromptSuggestion } from "@/content/image-prompts";
import { imageToolsMessages } from "@/content/messages/en/image-tools";

const { generator } = imageToolsMessages;

type PromptSuggestionsProps = {
  suggestions: ImagePromptSuggestion[];
  disabled: boolean;
  onPick: (prompt: string) => void;
};

/** Per-product starting points; picking one fills the prompt box, it does not generate. */
export function PromptSuggestions({ suggestions, disabled, onPick }: PromptSuggestionsProps) {
  return (
    <section aria-labelledby="prompt-suggestions-heading">
      <h2 id="prompt-suggestions-heading" className="text-lg font-semibold">
        {generator.suggestionsTitle}
      </h2>
      <div className="mt-3 space-y-4">
        {suggestions.map((product) => (
          <div key={product.productSlug}>
            <h3 className="text-sm font-semibold">{product.productName}</h3>
            <ul className="mt-2 space-y-2">
              {product.prompts.map((prompt) => (
                <li key={prompt}>
                  <Button
                    type="button"
                    variant="outline"
                    disabled={disabled}
                    className="h-auto w-full justify-start text-start whitespace-normal"
                    aria-label={`${generator.useSuggestion(product.productName)}: ${prompt}`}
                    onClick={() => onPick(prompt)}
                  >
                    {prompt}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
