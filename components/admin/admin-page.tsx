import { AdminNav } from "./admin-nav";

type AdminPageProps = { section: string; title: string; actions?: React.ReactNode; children: React.ReactNode };

/** A shop-operations page inside the back-office layout: section navigation, the page's heading, its content. */
export function AdminPage({ section, title, actions, children }: AdminPageProps) {
  return (
    <div className="grid gap-6">
      <AdminNav current={section} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
