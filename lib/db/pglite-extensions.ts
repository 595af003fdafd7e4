import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The Postgres extensions the migrations create, as PGlite must be handed them when an instance opens (it has no
 * contrib folder to load them from). Every PGlite the shop or its tests open passes these; scripts/db-migrate.mjs
 * names the same ones.
 */
export const pgliteExtensions = { pg_trgm };
