# syntax=docker/dockerfile:1
# The Node server with the built page, for running several replicas behind a proxy (compose.yaml).
# Debian slim rather than Alpine: the import package's canvas binding ships glibc builds.

# The workspaces' manifests and the lockfile: what both installs below start from.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/engine/package.json packages/engine/
COPY packages/import/package.json packages/import/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

# 1. Build the page (Vite) with every dependency.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies only (the server runs its TypeScript with tsx).
FROM manifests AS deps
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force

# 3. What runs: sources, production modules and the built page, as the unprivileged user `node`.
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787
WORKDIR /app
COPY --from=deps --chown=root:root /app/ ./
COPY --chown=root:root packages/contracts/src packages/contracts/src
COPY --chown=root:root packages/engine/src packages/engine/src
COPY --chown=root:root packages/import/src packages/import/src
COPY --chown=root:root apps/server/bin apps/server/bin
COPY --chown=root:root apps/server/src apps/server/src
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
USER node
EXPOSE 8787
# Liveness: /health answers while the process runs; a load balancer's readiness check is /ready.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) drains: /ready 503, SHUTDOWN_DELAY_MS more serving, in-flight answered, exit 0.
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
