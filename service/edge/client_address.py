"""The client's address behind trusted proxies.

Behind a proxy every request comes from the proxy's address, so a rate limit per address
would put all clients in one bucket. The address a trusted proxy forwards is taken instead:
walking ``X-Forwarded-For`` from the right (the hop nearest to us), the first address that is
not itself a trusted proxy. A peer that is not trusted is taken as it is: anyone can write
the header. ``ATOUT_FORWARDED_ALLOW_IPS`` lists the trusted proxies (addresses or networks),
as gunicorn's own setting of that name does; ``*`` trusts any peer as one proxy, whose own
entry (the right-most) is taken: trusting every hop would let a client name any address.

>>> address = ClientAddress("127.0.0.1, 10.0.0.0/8")
>>> address({"REMOTE_ADDR": "10.1.2.3", "HTTP_X_FORWARDED_FOR": "203.0.113.9, 10.0.0.7"})
'203.0.113.9'
>>> address({"REMOTE_ADDR": "198.51.100.1", "HTTP_X_FORWARDED_FOR": "203.0.113.9"})
'198.51.100.1'
>>> ClientAddress("*")({"REMOTE_ADDR": "10.1.2.3", "HTTP_X_FORWARDED_FOR": "1.2.3.4, 203.0.113.9"})
'203.0.113.9'
"""

import ipaddress
from typing import Any, cast

Network = ipaddress.IPv4Network | ipaddress.IPv6Network

DEFAULT_TRUSTED = "127.0.0.1,::1"


class ClientAddress:
    def __init__(self, trusted: str | None = DEFAULT_TRUSTED) -> None:
        items = [item.strip() for item in (trusted or "").split(",") if item.strip()]
        self.any = "*" in items
        # those that read as networks (the filter keeps no None)
        self.networks = cast(tuple[Network, ...], tuple(
            _network(item) for item in items if item != "*" and _network(item)))

    def trusts(self, address: str) -> bool:
        if self.any:
            return True
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in self.networks)

    def __call__(self, environ: dict[str, Any]) -> str | None:
        peer: str | None = environ.get("REMOTE_ADDR")
        forwarded: str | None = environ.get("HTTP_X_FORWARDED_FOR")
        if not forwarded or not peer or not (self.any or self.networks) or not self.trusts(peer):
            return peer
        hops = [hop.strip() for hop in forwarded.split(",") if hop.strip()]
        if self.any:
            return hops[-1][:64] if hops else peer
        for hop in reversed(hops):
            if not self.trusts(hop):
                return hop[:64]  # a key of the limiter's store and a log field: keep it small
        return hops[0][:64] if hops else peer


def _network(text: str) -> Network | None:
    try:
        return ipaddress.ip_network(text, strict=False)
    except ValueError:
        return None
