# Toolnest in one image: the site and its API on one origin, as `npm start` serves them (README "Self-hosting").
# Build:  docker build -t toolnest .
# Run:    docker run -p 3000:3000 -v toolnest-data:/data -e SITE_URL=https://tools.example.com toolnest

# Build stage: the workspace installed and built; the server's production dependencies deployed beside its dist
# (whatever pnpm's deploy copies of the package, the built dist is copied explicitly: it is git-ignored).
FROM node:24-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# The pnpm that package.json's packageManager pins.
RUN npm install --global pnpm@12.21.0
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm turbo run build --filter=@toolnest/api --filter=@toolnest/web \
 && pnpm --filter=@toolnest/api deploy --prod --legacy /app/apps/api \
 && rm -rf /app/apps/api/dist && cp -R apps/api/dist /app/apps/api/dist \
 && cp -R apps/web/dist /app/apps/web-dist

# Run stage: Node 24, the programs the downloaders run, the built server and site; no compiler, no sources.
FROM node:24-bookworm-slim
# yt-dlp from its own release, pinned: Debian's lags the video sites by years. The default extras bring
# yt-dlp-ejs, the scripts YouTube's pages need, which yt-dlp runs on this image's Node (--js-runtimes).
# To update: set the newest version from https://github.com/yt-dlp/yt-dlp/releases here (or pass
# --build-arg YT_DLP_VERSION=...) and rebuild; the server warns at start once it is 90 days old.
ARG YT_DLP_VERSION=2026.08.19
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg python3 python3-venv ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && python3 -m venv /opt/yt-dlp \
 && /opt/yt-dlp/bin/pip install --no-cache-dir --disable-pip-version-check "yt-dlp[default]==${YT_DLP_VERSION}" \
 && ln -s /opt/yt-dlp/bin/yt-dlp /usr/local/bin/yt-dlp \
 && yt-dlp --version
WORKDIR /app
COPY --from=build /app/apps/api apps/api
# The server finds the site at ../../web/dist from its own file (WEB_DIST's default).
COPY --from=build /app/apps/web-dist apps/web/dist
# A user of its own, owning only DATA_DIR.
RUN useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin toolnest \
 && mkdir -p /data \
 && chown toolnest:toolnest /data \
 && chmod 700 /data
USER toolnest
ENV PORT=3000 DATA_DIR=/data
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
