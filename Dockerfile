# Build stage: the full image has a C compiler, so the solver's compiled core is built here;
# every dependency is pinned by deploy/constraints.txt.
FROM python:3.11-bookworm AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /src
COPY deploy/constraints.txt ./deploy/
COPY pyproject.toml setup.py README.md openapi.yaml ./
COPY engine ./engine
COPY service ./service
RUN pip wheel --constraint deploy/constraints.txt --wheel-dir /wheels '.[redis]'

FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    ATOUT_BIND=0.0.0.0:8000
RUN useradd --create-home --uid 10001 atout
COPY --from=build /wheels /wheels
RUN pip install --no-index --find-links=/wheels 'atout[redis]==0.1.0' && rm -rf /wheels
WORKDIR /home/atout
USER 10001
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import urllib.request, sys; sys.exit(urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=2).status != 200)"]
CMD ["atout-serve"]
