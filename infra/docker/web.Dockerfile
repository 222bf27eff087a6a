# syntax=docker/dockerfile:1
# The web tier, serving the built shell and the four remotes (STATIC_ROOT=/app)
# and rendering their first screens: a remote's deploy is a web deploy.
#   docker build -f infra/docker/web.Dockerfile -t dd-web .
ARG NODE_IMAGE=node:20-bookworm-slim
ARG WORKSPACE=services/web

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
RUN npm run build -w packages/contracts -w packages/nest-common -w "${WORKSPACE}" \
 && npm run build -w shell -w mfe-restaurants -w mfe-meals -w mfe-discover -w mfe-account

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
    HOST=0.0.0.0 \
    PORT=3005 \
    STATIC_ROOT=/app
WORKDIR /app
COPY --from=production-deps /repo/package.json ./
COPY --from=production-deps /repo/node_modules ./node_modules
COPY --from=production-deps /repo/${WORKSPACE}/node_modules ./${WORKSPACE}/node_modules
COPY --from=build /repo/packages/contracts/package.json ./packages/contracts/
COPY --from=build /repo/packages/contracts/dist ./packages/contracts/dist
COPY --from=build /repo/packages/nest-common/package.json ./packages/nest-common/
COPY --from=build /repo/packages/nest-common/dist ./packages/nest-common/dist
COPY --from=build /repo/${WORKSPACE}/package.json ./${WORKSPACE}/
COPY --from=build /repo/${WORKSPACE}/dist ./${WORKSPACE}/dist
# The web front end: STATIC_ROOT/shell/dist, the shell's server renderer
# (dist-server, the federation host of the page renders), the signed-out
# pages its build rendered (dist-pages) and
# STATIC_ROOT/mfe-<name>/dist (each with its Node container in dist/server,
# which the renderer loads over HTTP like a remote served from elsewhere).
COPY --from=build /repo/shell/dist ./shell/dist
COPY --from=build /repo/shell/dist-server ./shell/dist-server
COPY --from=build /repo/shell/dist-pages ./shell/dist-pages
COPY --from=build /repo/mfe-restaurants/dist ./mfe-restaurants/dist
COPY --from=build /repo/mfe-meals/dist ./mfe-meals/dist
COPY --from=build /repo/mfe-discover/dist ./mfe-discover/dist
COPY --from=build /repo/mfe-account/dist ./mfe-account/dist
WORKDIR /app/${WORKSPACE}
USER node
EXPOSE 3005
CMD ["node", "dist/main.js"]
