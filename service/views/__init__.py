"""One blueprint per resource."""

from service.views import (batch, deals, declarations, docs, hands, health, legal_moves,
                           matches, play, rulesets, tricks)

BLUEPRINTS = (rulesets.bp, legal_moves.bp, play.bp, tricks.bp, declarations.bp, hands.bp,
              matches.bp, deals.bp, batch.bp, health.bp, docs.bp)
