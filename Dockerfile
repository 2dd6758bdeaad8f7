# syntax=docker/dockerfile:1
# Rihla: PocketBase (built from source) serving the storefront, API and dashboard on one port.

# 1. PocketBase with the JS VM plugin and Litestream, from server/ (pinned in go.mod).
FROM golang:1.26-bookworm AS server
WORKDIR /src/server
COPY server/go.mod server/go.sum ./
RUN go mod download
COPY server/ ./
RUN PB_VERSION="$(sed -n 's/.*github.com\/pocketbase\/pocketbase v\([0-9.]*\).*/\1/p' go.mod | head -n1)" \
 && CGO_ENABLED=0 go build -trimpath -tags nodynamic -ldflags "-s -w -X github.com/pocketbase/pocketbase.Version=${PB_VERSION}" -o /out/pocketbase .

# 2. The app (Vite production build) and its server render (dist-ssr/, run by Node beside PocketBase).
FROM node:20-bookworm-slim AS app
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 3. Runtime: the binary, the built app, hooks, migrations and the seed scripts.
FROM node:20-bookworm-slim AS runtime
RUN groupadd --system rihla && useradd --system --gid rihla --home /app rihla
WORKDIR /app
COPY --from=server /out/pocketbase /app/.bin/pocketbase
COPY --from=app /src/dist /app/dist
COPY --from=app /src/dist-ssr /app/dist-ssr
COPY --from=app /src/node_modules /app/node_modules
COPY package.json /app/
COPY pb_hooks /app/pb_hooks
COPY pb_migrations /app/pb_migrations
COPY scripts /app/scripts
RUN mkdir -p /data /replica /app/.seed-cache && chown -R rihla:rihla /data /replica /app/.seed-cache
USER rihla
# data.db is replicated continuously (Litestream, inside the PocketBase program) to /replica, or to
# LITESTREAM_REPLICA_URL=s3://… in production; an empty /data is restored from it at start.
ENV HOST=0.0.0.0 PORT=8090 PB_DATA_DIR=/data POCKETBASE_BIN=/app/.bin/pocketbase RIHLA_SKIP_INSTALL=1 LITESTREAM_REPLICA_URL=/replica
VOLUME ["/data", "/replica"]
EXPOSE 8090
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8090)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Migrates, seeds an empty database, and serves: PocketBase, with the render server for its pages.
CMD ["node", "scripts/start.mjs"]
