import { FaqAccordion } from "@/components/policies/faq-accordion";
import type { FaqGroup } from "@/content/faq";

export function FaqGroups({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-12 px-4 py-14">
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="scroll-mt-20">
          <h2 id={`${group.id}-heading`} className="mb-4 text-2xl font-semibold">
            {group.title}
          </h2>
          <FaqAccordion entries={group.entries} groupName={group.id} />
        </section>
      ))}
    </div>
  );
}
