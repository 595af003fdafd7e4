import { openAsBlob } from "node:fs";
import path from "node:path";

import { BackupError } from "./backup-error.ts";

/** Where archives are copied off the server: a Supabase Storage bucket (any S3-compatible store behind its API). */
export type OffsiteTarget = { url: string; serviceRoleKey: string; bucket: string };

/**
 * The off-site target the environment names: BACKUP_STORAGE_BUCKET with the project's SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY (the same project the media store uses). Null when no bucket is named: archives stay in
 * BACKUP_DIR only. A bucket without the project's URL and key is a mistake worth stopping the backup for.
 */
export function offsiteTargetFrom(env: Record<string, string | undefined>): OffsiteTarget | null {
  const bucket = env.BACKUP_STORAGE_BUCKET?.trim();
  if (!bucket) return null;
  const url = env.SUPABASE_URL?.trim();
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!url || !serviceRoleKey)
    throw new BackupError(
      "OFFSITE_CONFIG",
      "BACKUP_STORAGE_BUCKET is set, but SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not: no off-site copy can be made",
    );
  return { url: url.replace(/\/+$/, ""), serviceRoleKey, bucket };
}

/**
 * Uploads one archive under backups/<its name> through the Storage API, streamed from disk. Never replaces an object
 * (x-upsert false): an archive's name is its time, so a second upload of the same one is refused, not overwritten.
 * Retention off the server is the bucket's own lifecycle rule (docs/operations.md).
 */
export async function copyOffsite(
  target: OffsiteTarget,
  archive: string,
  { timeoutMs = 30 * 60_000 }: { timeoutMs?: number } = {},
): Promise<{ key: string }> {
  const key = `backups/${path.basename(archive)}`;
  let response: Response;
  try {
    response = await fetch(`${target.url}/storage/v1/object/${encodeURIComponent(target.bucket)}/${key}`, {
      method: "POST",
      headers: {
        apikey: target.serviceRoleKey,
        authorization: `Bearer ${target.serviceRoleKey}`,
        "content-type": "application/x-tar",
        "x-upsert": "false",
      },
      body: await openAsBlob(archive),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new BackupError("OFFSITE_FAILED", `The off-site copy to ${target.bucket} failed: ${String(error)}`);
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => "");
    throw new BackupError(
      "OFFSITE_FAILED",
      `The off-site copy to ${target.bucket} was refused (HTTP ${response.status}) ${detail.slice(0, 200)}`.trim(),
    );
  }
  return { key: `${target.bucket}/${key}` };
}
