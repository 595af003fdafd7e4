import { CircleCheck } from "lucide-react";

import { collectionCopy } from "@/content/copy/collection";
import type { Product } from "@/content/schema";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/** The collection's 'Perfect if you have' hint and skin-issues block for one product. */
export function SkinFit({ product }: { product: Product }) {
  const locale = getRequestLocale();
  return (
    <div className="bg-secondary/60 space-y-3 rounded-lg p-4 text-sm">
      <p>
        <span className="font-semibold">{collectionCopy[locale].perfectFor}</span> {product.perfectFor}
      </p>
      <div>
        <p className="font-semibold">{collectionCopy[locale].skinIssuesTitle}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {product.skinIssues.map((issue) => (
            <li key={issue} className="bg-background inline-flex items-center gap-1 rounded-full px-2.5 py-1">
              <CircleCheck aria-hidden className="text-primary size-3.5" />
              {issue}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
