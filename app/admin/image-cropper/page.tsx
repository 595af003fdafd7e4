import type { Metadata } from "next";

import { AdminToolHeader } from "@/components/admin/admin-tool-header";
import { ImageCropper } from "@/components/admin/image-cropper/image-cropper";
import { heroImage } from "@/content/hero-image";
import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { requireAdminPage } from "@/lib/auth/admin";

const { cropper } = imageToolsMessages;

// Per-admin and never cached: the guard below must run on every request.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: cropper.title, robots: { index: false, follow: false } };

export default async function ImageCropperPage() {
  await requireAdminPage();

  return (
    <div className="space-y-8">
      <AdminToolHeader title={cropper.title} intro={cropper.intro} />
      <ImageCropper heroImage={heroImage} />
    </div>
  );
}
