import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { ImageGeneratorPanel } from "@/components/admin/image-generator/image-generator-panel";
import { NotConfiguredNotice } from "@/components/admin/image-generator/not-configured-notice";
import { imagePromptSuggestions } from "@/content/image-prompts";
import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { requireAdminPage } from "@/lib/auth/admin";
import { getImageGenerator } from "@/lib/images/get-image-generator";

const { generator } = imageToolsMessages;

// Per-admin and never cached: the guard below must run on every request.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: generator.title, robots: { index: false, follow: false } };

export default async function ImageGeneratorPage() {
  await requireAdminPage();
  const { configured } = getImageGenerator();

  return (
    <AdminPage section="/admin/image-generator" title={generator.title} intro={generator.intro}>
      {configured ? <ImageGeneratorPanel suggestions={imagePromptSuggestions} /> : <NotConfiguredNotice />}
    </AdminPage>
  );
}
