-- Product search (lib/search) ranks by trigram similarity, so a misspelt word still finds its product.
-- PGlite ships the extension as lib/db/pglite-extensions.ts loads it; Postgres ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
