import { imageToolsMessages } from "@/content/messages/en/image-tools";

const { notConfigured } = imageToolsMessages.generator;

/** Shown instead of the generator when no image service is configured: a plain statement, not an error. */
export function NotConfiguredNotice() {
  return (
    <section aria-labelledby="not-configured-heading" className="rounded-lg border border-dashed bg-muted/40 p-6">
      <h2 id="not-configured-heading" className="text-lg font-semibold">
        {notConfigured.title}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{notConfigured.body}</p>
    </section>
  );
}
