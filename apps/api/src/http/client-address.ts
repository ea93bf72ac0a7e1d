// Who a limit counts (ADR 110): the visitor's address as Fastify derived it — the socket, or the
// X-Forwarded-For written by the site's server when the connection comes from one of its
// addresses (SITE_SERVER_ADDRESSES, `trustProxy`) — with IPv6 counted per /64 network. One
// household or one cloud machine gets a /64 of its own, so counting single IPv6 addresses would
// let anyone rotate through 2^64 of them.
import ipaddr from 'ipaddr.js';
import type { FastifyRequest } from 'fastify';

/** Dotted decimal, no leading zeros (ipaddr.js reads `010` as octal): already canonical. */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const CANONICAL_IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/** The key the per-address limits count: an IPv4 address, or an IPv6 address's /64 network. */
export function addressKey(address: string): string {
  // The common case first: an IPv4 address as the socket or the site's server writes it is its
  // own key; parsing it with ipaddr.js on every read showed in the profile (ADR 197).
  if (CANONICAL_IPV4.test(address)) return address;
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/** The calling visitor's key for every per-address limit. */
export function clientKey(request: FastifyRequest): string {
  return addressKey(request.ip);
}
