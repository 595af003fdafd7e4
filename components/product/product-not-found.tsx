import { EmptyState } from "@/components/layout/empty-state";
import { productMessages } from "@/content/messages/en/product";

const { notFound } = productMessages;

export function ProductNotFound() {
  return <EmptyState title={notFound.title} text={notFound.description} actions={[{ href: "/", label: notFound.returnHome }]} />;
}
