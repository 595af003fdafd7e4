import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { VatPeriodForm, VatReportFigures } from "@/components/admin/reports/vat-report-view";
import { adminExportMessages } from "@/content/messages/en/admin-exports";
import { readVatReport } from "@/lib/admin/reports/vat-report";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import type { RawSearchParams } from "@/lib/validations/admin-lists";
import { readVatPeriod } from "@/lib/validations/vat-report";

const { vat } = adminExportMessages;

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(vat.meta.title);

export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const reading = readVatPeriod(await searchParams);
  return (
    <AdminPage section="/admin/reports" title={vat.title} intro={vat.intro}>
      {reading.ok ? (
        <>
          <VatPeriodForm period={reading.period} />
          <VatReportFigures report={await readVatReport(await getDb(), reading.period)} />
        </>
      ) : (
        <VatPeriodForm period={reading.period} problem={reading.message} />
      )}
    </AdminPage>
  );
}
