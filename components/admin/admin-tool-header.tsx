import Link from "next/link";

type AdminToolHeaderProps = { title: string; intro: string };

const tools = [
  { href: "/admin/image-generator", label: "Image generator" },
  { href: "/admin/image-cropper", label: "Image cropper" },
] as const;

/** The h1 of an admin tool page, with a way across to the other image tool. */
export function AdminToolHeader({ title, intro }: AdminToolHeaderProps) {
  return (
    <header className="border-b pb-6">
      <nav aria-label="Admin image tools" className="text-sm">
        <ul className="flex gap-4">
          {tools.map((tool) => (
            <li key={tool.href}>
              <Link href={tool.href} className="text-primary underline-offset-4 hover:underline">
                {tool.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="mt-4 text-3xl font-semibold">{title}</h1>
      <p className="text-muted-foreground mt-2 max-w-2xl">{intro}</p>
    </header>
  );
}
