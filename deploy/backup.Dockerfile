# The compose file's backup service: the shop's release (its scripts/backup.mjs and lib/backup) on the PostgreSQL image
# of the database service's version, so pg_dump is always the server's own major version (an older pg_dump refuses a
# newer server). POSTGRES_VERSION is the same setting the compose file's postgres service uses. "app" is the shop's
# image: compose passes it (additional_contexts); by hand, after building matcha-shop (deploy/Dockerfile):
#   docker build -f deploy/backup.Dockerfile --build-context app=docker-image://matcha-shop:latest -t matcha-shop-backup .
ARG POSTGRES_VERSION=17
FROM postgres:${POSTGRES_VERSION}-bookworm
# Both images are Debian 12, so the app image's Node 24 binary runs here as it is.
COPY --from=app /usr/local/bin/node /usr/local/bin/node
COPY --from=app /app /app
WORKDIR /app
ENV NODE_ENV=production \
    BACKUP_DIR=/var/backups/matcha-shop
CMD ["node", "scripts/backup.mjs"]
