import { adminExportMessages } from "@/content/messages/en/admin-exports";

const { manifest } = adminExportMessages;

/** The courier's sheet of the "to ship" orders, offered where the owner sees that queue (dashboard, order list). */
export function CourierManifestLink() {
  return (
    <p className="text-sm">
      <a
        href="/admin/orders/manifest"
        download
        className="bg-card hover:bg-accent focus-visible:ring-ring/50 inline-block rounded-md border px-3 py-1.5 font-medium focus-visible:ring-[3px] focus-visible:outline-none"
      >
        {manifest.link}
      </a>{" "}
      <span className="text-muted-foreground">{manifest.hint}</span>
    </p>
  );
}
