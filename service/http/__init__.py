"""The HTTP plumbing every operation shares: the strict JSON body reader, the RFC 9457
problems and their JSON pointers, the JSON answers, and the fast path that answers the
common engine-backed POST without Flask's dispatch."""
