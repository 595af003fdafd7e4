import { imageToolsMessages } from "@/content/messages/en/image-tools";

const { notConfigured } = imageToolsMessages.generator;

/** Shown instead of the generator when no image service is configured: a plain statement, not an error. */
export function NotConfiguredNotice() {
  return (
    <section aria-labelledby="not-configured-heading" className="bg-muted/40 rounded-lg border border-dashed p-6">
      <h2 id="not-configured-heading" className="text-lg font-semibold">
        {notConfigured.title}
      </h2>
      <p className="text-muted-foreground mt-2 max-w-2xl">{notConfigured.body}</p>
    </section>
  );
}
