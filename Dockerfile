# ViệcXa: one app process per container (docs/deploy.md, ADR 0037). Multi-stage: dependencies and
# the web build in the first stage, only what runs in the second. Node 24 as the project pins it
# (package.json devDependency "node", scripts/check-node.mjs).

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
# The lockfile and every workspace's package.json first: the dependency layer is cached until they change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    UPLOAD_DIR=/data/uploads \
    PGLITE_DIR=/data/pglite
WORKDIR /app
# The server runs its TypeScript sources directly (Node's type stripping), the contract package
# through its workspace link, and the built pages.
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/contract ./packages/contract
COPY --from=build --chown=node:node /app/apps/api ./apps/api
COPY --from=build --chown=node:node /app/apps/web/package.json ./apps/web/package.json
COPY --from=build --chown=node:node /app/apps/web/build ./apps/web/build
RUN mkdir -p /data/uploads /data/pglite && chown -R node:node /data
USER node
EXPOSE 3000
# Readiness, not liveness: the container is "healthy" when it takes traffic (the database answers
# and it is not shutting down).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM starts the graceful shutdown (apps/api/src/server.ts): readiness 503, drain, finish
# requests in flight, close. Give it SHUTDOWN_DRAIN_MS + 10 s (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/src/server.ts"]
