import { AdminNav } from "./admin-nav";
import { SiteAddressNotice } from "./site-address-notice";

type AdminPageProps = {
  section: string;
  title: string;
  intro?: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * Every back-office page: the navigation (sidebar on a wide screen, menu on a phone), the page's heading, its
 * content. `section` is the navigation entry the page belongs to ("/admin/orders" for an order too).
 */
export function AdminPage({ section, title, intro, actions, children }: AdminPageProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-[12rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <AdminNav current={section} />
      <div className="grid min-w-0 gap-6">
        <SiteAddressNotice />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="font-serif text-3xl font-semibold">{title}</h1>
          {actions}
        </div>
        {intro ? <p className="text-muted-foreground -mt-3 max-w-2xl">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
