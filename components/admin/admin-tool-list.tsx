import Link from "next/link";

type Tool = { href: string; title: string; description: string };

export function AdminToolList({ tools, label }: { tools: readonly Tool[]; label?: string }) {
  return (
    <nav aria-label={label ?? "Back office tools"}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.href}>
            <Link
              href={tool.href}
              className="hover:bg-muted focus-visible:ring-ring block h-full rounded-lg border p-4 transition-colors focus-visible:ring-2 focus-visible:outline-none"
            >
              <span className="font-medium">{tool.title}</span>
              <span className="text-muted-foreground mt-1 block text-sm">{tool.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
