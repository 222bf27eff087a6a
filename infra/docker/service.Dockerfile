# syntax=docker/dockerfile:1
# One image per Node backend: auth, diary, media, yelp, the gateway or the sandbox.
#   docker build -f infra/docker/service.Dockerfile --build-arg WORKSPACE=services/auth -t dd-auth .
ARG NODE_IMAGE=node:20-bookworm-slim

# Only the manifests, so the dependency layers below are rebuilt only when
# a package.json or the lockfile changes, not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests \
 && cp package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
WORKDIR /repo
COPY --from=manifests /manifests/ ./
RUN npm install --no-audit --no-fund
COPY . .
RUN test -n "${WORKSPACE}" || (echo 'build with --build-arg WORKSPACE=<services/name|infra/sandbox>' >&2; exit 1) \
 && npm run build -w packages/contracts -w packages/nest-common -w "${WORKSPACE}"

# Production dependencies of the one workspace (and the workspaces it links).
FROM ${NODE_IMAGE} AS production-deps
ARG WORKSPACE
WORKDIR /repo
COPY --from=manifests /manifests/ ./
RUN npm install --omit=dev --workspace="${WORKSPACE}" --no-audit --no-fund \
 && mkdir -p "${WORKSPACE}/node_modules" \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ENV NODE_ENV=production \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=production-deps /repo/package.json ./
COPY --from=production-deps /repo/node_modules ./node_modules
COPY --from=production-deps /repo/${WORKSPACE}/node_modules ./${WORKSPACE}/node_modules
# Targets of the node_modules/@dd/* links.
COPY --from=build /repo/packages/contracts/package.json ./packages/contracts/
COPY --from=build /repo/packages/contracts/dist ./packages/contracts/dist
COPY --from=build /repo/packages/nest-common/package.json ./packages/nest-common/
COPY --from=build /repo/packages/nest-common/dist ./packages/nest-common/dist
# The design tokens, which the diary's share pages inline (one owner of the colours).
COPY --from=build /repo/packages/ui-kit/src/tokens.css ./packages/ui-kit/src/
COPY --from=build /repo/${WORKSPACE}/package.json ./${WORKSPACE}/
COPY --from=build /repo/${WORKSPACE}/dist ./${WORKSPACE}/dist
WORKDIR /app/${WORKSPACE}
USER node
CMD ["node", "dist/main.js"]
