# syntax=docker/dockerfile:1.7
# One container: the Next.js app plus, unless MONGODB_URI is set, its embedded FerretDB.

FROM golang:1.24-bookworm AS ferretdb
WORKDIR /src
COPY server/ferretdb/ ./
# FerretDB v1.24.2 from its Go module (pinned by go.sum) with our patch applied (see the .patch header).
RUN sh build.sh /out/ferretdb-v1.24.2 /tmp/ferretdb-build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm 11 may leave other platforms' optional binaries out of the lock (npm/cli#8320); install the locked versions either way.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/app/.data
RUN groupadd --system scheditix && useradd --system --gid scheditix --home /app scheditix \
    && mkdir -p /app/.data /app/.tools && chown -R scheditix:scheditix /app
# The built app (Next's standalone output), the server that serves it (server/serve.mjs, started by
# server/run-app.mjs with the embedded database) and the database commands (npm run db, backup, restore).
COPY --from=build --chown=scheditix:scheditix /app/.next/standalone ./
COPY --from=build --chown=scheditix:scheditix /app/server/*.mjs ./server/
COPY --from=build --chown=scheditix:scheditix /app/scripts/db.mjs /app/scripts/backup.mjs /app/scripts/restore.mjs ./scripts/
COPY --from=build --chown=scheditix:scheditix /app/scripts/lib ./scripts/lib
COPY --from=ferretdb --chown=scheditix:scheditix /out/ferretdb-v1.24.2 ./.tools/ferretdb-v1.24.2
USER scheditix
VOLUME ["/app/.data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Needs AUTH_SECRET and PAYSTACK_SECRET_KEY at run time (or PAYMENTS_TEST_MODE=true for a demo without
# Paystack); set TRUST_PROXY_HOPS=1 behind a load balancer (README, Configuration).
# Starts the embedded database when MONGODB_URI is unset, then the server; SIGTERM stops both cleanly.
CMD ["node", "server/run-app.mjs", "start"]
