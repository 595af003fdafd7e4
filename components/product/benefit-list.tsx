import { CheckIcon } from "lucide-react";

/** A titled list of ticked benefits, shared by the product and bundle pages. */
export function BenefitList({ id, title, benefits }: { id: string; title: string; benefits: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-sans text-sm font-semibold">
        {title}
      </h2>
      <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <CheckIcon aria-hidden className="text-primary mt-0.5 size-4 shrink-0" />
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}
