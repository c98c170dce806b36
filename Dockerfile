# syntax=docker/dockerfile:1
#
# The compiled server in a small image, built from the repository root:
#
#   docker build --build-arg COMMIT_SHA=$(git rev-parse HEAD) -t esports-bets .
#   docker run --rm -e DATABASE_URL=postgres://… esports-bets node dist/migrate.js      # release step
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e MFA_ENCRYPTION_KEY=… -e SITE_URL=https://… esports-bets
#
# No Docker engine or image registry is reachable on the machines this was written on, so this file
# has not been built. Its steps are the commands tests/integration/production-install.test.ts runs
# and proves (install, build, the same `pnpm deploy`, then `node dist/migrate.js` and
# `node dist/main.js` in the deployed folder); keep them the same.

# The production runtime is Node 24 LTS, the same release `npm test` and .ci/run install
# (scripts/node-lts.mjs pins it; tests/integration/runtime-pins.test.ts keeps the two equal).
FROM node:24.21.0-bookworm-slim AS build
# argon2 builds its native addon at install when its prebuilt binary does not load: that needs a
# compiler, make and python, and Node's headers, which this image has under /usr/local.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
WORKDIR /src
COPY . .
RUN npx --yes pnpm@10.34.9 install --frozen-lockfile
# .git is not in the build context: the commit the server reports comes from this argument.
ARG COMMIT_SHA
RUN npx --yes pnpm@10.34.9 -r run build
# The production install: apps/server/dist and only the packages the bundle leaves external.
RUN npx --yes pnpm@10.34.9 --config.inject-workspace-packages=true --filter @eb/server --prod deploy --offline /app

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# The code stays root-owned and read-only to the server; only DATA_DIR (the embedded demo database)
# is writable. A real deployment sets DATABASE_URL.
COPY --from=build /app /app
RUN mkdir /data && chown node:node /data
USER node
WORKDIR /app
EXPOSE 3000
# Liveness (process and database). Orchestrators that route traffic should probe /readyz instead.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The Node flags of `npm run serve` (serve-command.test.ts keeps the two equal): V8's heap sized
# for a peak under 400 MB, see "Memory" in docs/operations.md.
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=50", "--enable-source-maps", "dist/main.js"]
