"""What each operation computes: the engine-backed operations (``registry``), the cost of a
batch before it runs (``batch_cost``) and the pool that runs hints off the event loop
(``hint_pool``)."""
