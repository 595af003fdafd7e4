import { AdminNav } from "./admin-nav";

type AdminPageProps = { section: string; title: string; actions?: React.ReactNode; children: React.ReactNode };

/** The frame of every back-office page: section navigation, the page's heading, its content. */
export function AdminPage({ section, title, actions, children }: AdminPageProps) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <AdminNav current={section} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
