# The Discord bot in a container: `docker compose up -d --build` (see compose.yaml).
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# Skia's wheel links libGL and libEGL to draw the board's PNG (without them it is drawn by
# resvg, six times slower).
RUN apt-get update && apt-get install -y --no-install-recommends libgl1 libegl1 \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY pyproject.toml ./
COPY engine engine
COPY bot bot
COPY cogs cogs
RUN pip install . && rm -rf build *.egg-info

# An unprivileged user owns only the games' folder, a volume.
RUN useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin dune \
    && mkdir /data && chown dune:dune /data
USER dune
WORKDIR /data
ENV DUNE_DB=/data/dune.sqlite3
VOLUME ["/data"]

CMD ["dune-moderator", "bot"]
