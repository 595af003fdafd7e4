import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
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
    <AdminPage section="/admin/image-cropper" title={cropper.title} intro={cropper.intro}>
      <ImageCropper heroImage={heroImage} />
    </AdminPage>
  );
}
