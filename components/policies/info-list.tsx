import { Check } from "lucide-react";

type InfoListProps = { id: string; title: string; items: readonly string[] };

export function InfoList({ id, title, items }: InfoListProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-card rounded-xl border p-6">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden className="text-primary mt-0.5 size-5 shrink-0" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
