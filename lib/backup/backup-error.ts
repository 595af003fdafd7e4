/** Why a backup or a restore stopped; the message says what to do, the code lets tests and scripts tell them apart. */
export type BackupErrorCode =
  | "PG_VERSION_MISMATCH"
  | "PG_TOOL_FAILED"
  | "PGLITE_IN_USE"
  | "NO_DATABASE"
  | "DATABASE_NOT_EMPTY"
  | "MEDIA_NOT_EMPTY"
  | "ARCHIVE_INVALID"
  | "CHECKSUM_MISMATCH"
  | "ENGINE_MISMATCH"
  | "ARCHIVE_NEWER_THAN_RELEASE"
  | "OFFSITE_CONFIG"
  | "OFFSITE_FAILED";

export class BackupError extends Error {
  readonly code: BackupErrorCode;
  constructor(code: BackupErrorCode, message: string) {
    super(message);
    this.name = "BackupError";
    this.code = code;
  }
}
