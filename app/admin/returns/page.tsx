import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";

import { AdminPage } from "@/components/admin/admin-page";
import { ReturnCard } from "@/components/admin/returns/return-card";
import { adminReturnMessages as text } from "@/content/messages/en/admin-returns";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { countReturnsByState, listReturns } from "@/lib/admin/returns/list-returns";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { refundDueFils } from "@/lib/returns/refund-return";
import { returnStates } from "@/lib/returns/return-states";
import type { RawSearchParams } from "@/lib/validations/admin-lists";
import { cn } from "@/lib/utils";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.title);

const stateSchema = z.object({ state: z.enum(returnStates).catch("requested") });

/** Returns by state, the oldest waiting first; each card carries the step its state allows. */
export default async function AdminReturnsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const { state } = stateSchema.parse(await searchParams);
  const db = await getDb();
  const [counts, entries] = await Promise.all([countReturnsByState(db), listReturns(db, state)]);
  // A received return's refund form names what is due (and starts from it), so the owner never has to work it out.
  const due =
    state === "received"
      ? await Promise.all(entries.map((entry) => refundDueFils(db, entry.id)))
      : entries.map(() => null);
  return (
    <AdminPage section="/admin/returns" title={text.title}>
      <nav aria-label={text.statesLabel}>
        <ul className="flex flex-wrap gap-2">
          {returnStates.map((option) => (
            <li key={option}>
              <Link
                href={`/admin/returns?state=${option}`}
                aria-current={option === state ? "page" : undefined}
                className={cn(
                  "hover:bg-accent rounded-md border px-3 py-1.5 text-sm font-medium",
                  option === state && "bg-primary text-primary-foreground hover:bg-primary/90",
                )}
              >
                {`${text.states[option]} (${counts[option]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-muted-foreground text-sm">{text.caption(counts[state], text.states[state])}</p>
      {entries.length > 0 ? (
        <ul className="grid gap-4">
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <ReturnCard entry={entry} refundDueFils={due[index] ?? null} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="bg-muted rounded-md p-6 text-center text-sm">{text.empty}</p>
      )}
    </AdminPage>
  );
}
