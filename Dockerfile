# syntax=docker/dockerfile:1
# The production images of the davmu share site (docs/decisions/0134): one stage builds both
# programs from the lockfile; each program's image holds its built output and its production
# dependencies only (npm ci --omit=dev for that workspace), and runs as the unprivileged `node` user.
#   docker build --target content-api -t davmu/content-api .
#   docker build --target share-web -t davmu/share-web .
#   docker build --target demo-content -t davmu/demo-content .
#   docker build --target tier-nginx --build-arg SITES=2 --build-arg SERVICES=2 -t davmu/tier-nginx .
# compose.yaml runs them together. scripts/image-check.mjs builds the same contents without Docker
# and checks that they start.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/content-api/package.json apps/content-api/
COPY apps/share-web/package.json apps/share-web/
COPY packages/contract/package.json packages/contract/
COPY packages/demo-content/package.json packages/demo-content/
COPY packages/env/package.json packages/env/
COPY packages/format/package.json packages/format/
COPY packages/ids/package.json packages/ids/
COPY packages/ops/package.json packages/ops/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS content-api-deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace @davmu/content-api

FROM manifests AS share-web-deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace @davmu/share-web

FROM manifests AS demo-content-deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace @davmu/demo-content

FROM ${NODE_IMAGE} AS content-api
ENV NODE_ENV=production CONTENT_API_HOST=0.0.0.0 CONTENT_API_METRICS_HOST=0.0.0.0 CONTENT_API_DATA_DIR=/data
WORKDIR /app
COPY --from=content-api-deps /app/node_modules node_modules
COPY --from=build /app/apps/content-api/dist apps/content-api/dist
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 9528 9465
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:9528/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/content-api/dist/server.mjs"]

FROM ${NODE_IMAGE} AS share-web
ENV NODE_ENV=production SHARE_WEB_HOST=0.0.0.0 SHARE_WEB_METRICS_HOST=0.0.0.0
WORKDIR /app
COPY --from=share-web-deps /app/node_modules node_modules
COPY --from=build /app/apps/share-web/dist apps/share-web/dist
COPY --from=build /app/apps/share-web/build apps/share-web/build
USER node
EXPOSE 3000 9464
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The young generation's size as the start scripts give it (docs/decisions/0078).
CMD ["node", "--max-semi-space-size=32", "apps/share-web/dist/server.mjs"]

FROM ${NODE_IMAGE} AS demo-content
ENV NODE_ENV=production CONTENT_API_DATA_DIR=/data
WORKDIR /app
COPY --from=demo-content-deps /app/node_modules node_modules
COPY --from=build /app/packages/demo-content/dist packages/demo-content/dist
RUN mkdir /data && chown node:node /data
USER node
CMD ["node", "packages/demo-content/dist/demo-content.mjs"]

# The cache tier's nginx: the config the tier command runs, generated for the compose file's
# containers (share-web-1…SITES, content-api-1…SERVICES), with the site's built browser files it
# serves itself.
FROM build AS tier-nginx-config
ARG SITES=2
ARG SERVICES=2
RUN node scripts/tier/nginx-config.mjs --sites "$SITES" --services "$SERVICES" > /tmp/nginx.conf

FROM nginx:1.27-bookworm AS tier-nginx
COPY --from=tier-nginx-config /tmp/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/apps/share-web/build/client /srv/share-web/client
RUN mkdir -p /var/cache/nginx/davmu && chown nginx:nginx /var/cache/nginx/davmu
EXPOSE 8080
