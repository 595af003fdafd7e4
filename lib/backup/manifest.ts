import { z } from "zod";

/** What `manifest.json`, the archive's first entry, says about the backup. */
export const backupManifestSchema = z.object({
  format: z.literal(1),
  takenAt: z.iso.datetime(),
  database: z.object({
    engine: z.enum(["postgres", "pglite"]),
    serverVersion: z.string(),
    file: z.string(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    bytes: z.number().int().nonnegative(),
  }),
  /** The last migration applied when the backup was taken (its journal tag and folder time), null on an empty schema. */
  schema: z.object({ lastMigration: z.string().nullable(), migratedAt: z.number().int().nullable() }),
  counts: z.object({
    orders: z.number().int(),
    invoices: z.number().int(),
    creditNotes: z.number().int(),
    accounts: z.number().int(),
  }),
  media: z.array(z.object({ path: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int() })),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type DatabaseFacts = Pick<BackupManifest, "schema" | "counts">;

export const MANIFEST_ENTRY = "manifest.json";
export const MEDIA_PREFIX = "media/";

const ARCHIVE_NAME = /^matcha-shop-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar$/;

/** `matcha-shop-2026-12-03T17-50-00-000Z.tar`: sorts by time, and carries its time for retention. */
export const archiveNameFor = (takenAt: Date) => `matcha-shop-${takenAt.toISOString().replace(/[:.]/g, "-")}.tar`;

export function takenAtOfArchive(name: string): Date | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  return new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
}
