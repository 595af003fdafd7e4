import { Check } from "lucide-react";

type InfoListProps = { id: string; title: string; items: readonly string[] };

export function InfoList({ id, title, items }: InfoListProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border bg-card p-6">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
