FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    ATOUT_BIND=0.0.0.0:8000

RUN useradd --create-home --uid 10001 atout

WORKDIR /src
COPY pyproject.toml README.md openapi.yaml ./
COPY engine ./engine
COPY service ./service
RUN pip install --no-cache-dir '.[redis]' && rm -rf /src

WORKDIR /home/atout
USER 10001
EXPOSE 8000

HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import urllib.request, sys; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=2).status != 200)"]

CMD ["atout-serve"]
