import { notFound } from "next/navigation";

// Every unmatched path lands here so the server can log it; the 404 page itself stays static.
export const dynamic = "force-dynamic";

export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  const path = `/${missing.map((segment) => encodeURIComponent(decodeSafely(segment))).join("/")}`;
  console.warn(`[404] No page at ${path}`);
  notFound();
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
