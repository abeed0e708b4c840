"""The blueprints: the engine-backed operations, the batch, the rulesets, the service's own."""

from service.views import batch, demo, docs, engine_backed, health, rulesets, sealed

BLUEPRINTS = (rulesets.bp, engine_backed.bp, batch.bp, health.bp, docs.bp, demo.bp, sealed.bp)
