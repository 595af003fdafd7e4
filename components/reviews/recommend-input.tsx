"use client";

import { useLocale } from "@/components/i18n/locale-provider";
import { reviewTexts } from "@/content/messages/client/reviews";
import { useTexts } from "@/lib/i18n/client-texts";

const choices = ["yes", "no", "maybe"] as const;

/** Optional: nothing chosen is a valid answer. Worded in the page's language like the rest of the form. */
export function RecommendInput({ defaultValue }: { defaultValue?: string }) {
  const { recommend } = useTexts(reviewTexts, useLocale()).form;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{recommend.legend}</legend>
      <div className="flex flex-wrap gap-4">
        {choices.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="recommend"
              value={choice}
              defaultChecked={defaultValue === choice}
              className="accent-primary size-4"
            />
            {recommend.options[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
