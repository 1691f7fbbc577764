/** IPv4 ranges no capture may reach: this host, private networks, link-local (cloud metadata), CGNAT, reserved. */
const V4_BLOCKED: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/** Names that lead to a cloud's metadata service whatever they resolve to. */
export const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data']);

function v4Number(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  return parts.reduce((sum, part) => sum * 256 + Number(part), 0);
}

function v4Blocked(address: string): boolean {
  const value = v4Number(address);
  if (value === null) return true;
  return V4_BLOCKED.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(value / size) === Math.floor(v4Number(base)! / size);
  });
}

/** An IPv6 address as eight 16-bit groups (an embedded dotted IPv4 tail included), or null. */
function v6Groups(address: string): number[] | null {
  // Without brackets and without a zone ("%eth0").
  let text = address
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/%.*$/, '');
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const value = v4Number(tail[1]!);
    if (value === null) return null;
    text = `${text.slice(0, tail.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

function v6Blocked(address: string): boolean {
  const g = v6Groups(address);
  if (!g) return true;
  const [a, b, c, , , f, g6, h] = g as [number, number, number, number, number, number, number, number];
  const embeddedV4 = `${g6 >> 8}.${g6 & 255}.${h >> 8}.${h & 255}`;
  const zero = (from: number, to: number): boolean => g.slice(from, to).every((group) => group === 0);
  // v4-mapped (::ffff:a.b.c.d) and v4-compatible (::a.b.c.d) are that IPv4 address; `::` and `::1` are
  // 0.0.0.0 and 0.0.0.1 that way, in 0.0.0.0/8. 64:ff9b::/96 is NAT64's window onto IPv4.
  if (a === 0 && zero(1, 5) && (f === 0xffff || f === 0)) return v4Blocked(embeddedV4);
  if (a === 0x64 && b === 0xff9b && zero(2, 6)) return v4Blocked(embeddedV4);
  // Only global unicast (2000::/3) is on the public internet: not unique local (fd00:ec2::254, a cloud's
  // metadata service, among them), link-local, multicast, the discard prefix or the reserved ranges.
  if ((a & 0xe000) !== 0x2000) return true;
  if (a === 0x2001 && b === 0x0db8) return true; // documentation
  if (a === 0x2002) return v4Blocked(`${b >> 8}.${b & 255}.${c >> 8}.${c & 255}`); // 6to4 of a private address
  return false;
}

export const isIpv4 = (host: string): boolean => v4Number(host) !== null;
export const isIpv6 = (host: string): boolean => host.includes(':');

/** Whether an IP address is one a server must not be made to fetch: anything not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  return isIpv6(address) ? v6Blocked(address) : v4Blocked(address);
}
