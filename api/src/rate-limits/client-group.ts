import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 prefix.
 * One subscriber gets a whole /64 (RFC 6177) and may pick any address in it, so counting single IPv6
 * addresses would give one client 2^64 fresh starts. An IPv4-mapped IPv6 address (::ffff:192.0.2.1,
 * as a dual-stack socket reports IPv4 clients) counts as its IPv4 address.
 */
export function clientGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001,db8,0,…,1). */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0].toLowerCase();
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  // A trailing dotted IPv4 part (::ffff:1.2.3.4 style) fills two groups; only the first four matter here.
  const missing = 8 - left.length - right.length;
  const all = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return all.map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16).toString(16) : group));
}
