import { EmptyState } from "@/components/layout/empty-state";
import { productMessages } from "@/content/messages/product";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

export function ProductNotFound({ locale }: { locale: Locale }) {
  const { notFound } = productMessages[locale];
  return (
    <EmptyState
      title={notFound.title}
      text={notFound.description}
      actions={[{ href: localizedPath(locale, "/"), label: notFound.returnHome }]}
    />
  );
}
