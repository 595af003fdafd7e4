import { AdminToolList } from "@/components/admin/admin-tool-list";
import { adminMessages } from "@/content/messages/en/admin";
import { requireAdminPage } from "@/lib/auth/admin";

export default async function AdminHomePage() {
  await requireAdminPage();
  return (
    <>
      <h1 className="sr-only">{adminMessages.heading}</h1>
      <p className="mb-6 text-muted-foreground">{adminMessages.intro}</p>
      <AdminToolList tools={adminMessages.tools} />
    </>
  );
}
