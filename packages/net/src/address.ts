// Which IP addresses a server-side fetch may reach. Only public unicast: everything in the IANA
// special-purpose registries that is not globally reachable is refused, and addresses that carry an
// IPv4 address inside an IPv6 one (mapped, compatible, NAT64, 6to4) are judged by that IPv4 address.
import { isIP } from 'node:net';

/** What an address is, from the fetcher's point of view. Only `public` is fetched by default. */
export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'multicast'
  | 'reserved'
  | 'metadata'
  | 'invalid';

export interface AddressClass {
  kind: AddressKind;
  /** The address as given (an IPv6 one without brackets). */
  address: string;
  /** The IPv4 address an IPv6 one carries, when that is what was judged. */
  embeddedIPv4?: string;
}

/** Cloud instance metadata endpoints: refused even when private targets are allowed. */
export const METADATA_ADDRESSES: readonly string[] = [
  '169.254.169.254', // AWS, GCP, Azure, OpenStack…
  '169.254.170.2', // AWS ECS task credentials
  '100.100.100.200', // Alibaba Cloud
  '168.63.129.16', // Azure WireServer (a public address)
  'fd00:ec2::254', // AWS over IPv6
];

/** The kinds ALLOW_PRIVATE_FETCH=1 lets through; metadata, multicast and reserved never are. */
export const PRIVATE_KINDS: ReadonlySet<AddressKind> = new Set(['loopback', 'private', 'link-local', 'shared']);

/** How each refused kind reads in a sentence. */
export const KIND_DESCRIPTIONS: Record<Exclude<AddressKind, 'public'>, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  'link-local': 'a link-local address',
  shared: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
  metadata: 'a cloud metadata address',
  invalid: 'not a valid IP address',
};

type Range4 = [base: number, prefix: number, kind: AddressKind];

const ipv4Number = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

// First match wins; anything unmatched is public.
const IPV4_RANGES: Range4[] = [
  [ipv4Number(0, 0, 0, 0), 8, 'reserved'], // "this network"
  [ipv4Number(10, 0, 0, 0), 8, 'private'],
  [ipv4Number(100, 64, 0, 0), 10, 'shared'], // carrier-grade NAT
  [ipv4Number(127, 0, 0, 0), 8, 'loopback'],
  [ipv4Number(169, 254, 0, 0), 16, 'link-local'],
  [ipv4Number(172, 16, 0, 0), 12, 'private'],
  [ipv4Number(192, 0, 0, 0), 24, 'reserved'], // IETF protocol assignments
  [ipv4Number(192, 0, 2, 0), 24, 'reserved'], // documentation
  [ipv4Number(192, 88, 99, 0), 24, 'reserved'], // 6to4 relay anycast (deprecated)
  [ipv4Number(192, 168, 0, 0), 16, 'private'],
  [ipv4Number(198, 18, 0, 0), 15, 'reserved'], // benchmarking
  [ipv4Number(198, 51, 100, 0), 24, 'reserved'], // documentation
  [ipv4Number(203, 0, 113, 0), 24, 'reserved'], // documentation
  [ipv4Number(224, 0, 0, 0), 4, 'multicast'],
  [ipv4Number(240, 0, 0, 0), 4, 'reserved'], // future use and the broadcast address
];

const inRange4 = (value: number, base: number, prefix: number) =>
  prefix === 0 || value >>> (32 - prefix) === base >>> (32 - prefix);

/** Dotted-quad IPv4 (as DNS answers and WHATWG URL write it) to a number; undefined when it is not one. */
export function parseIPv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

const formatIPv4 = (value: number) => [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');

/** An IPv6 address to its eight 16-bit groups; undefined when it is not one (zone ids are refused). */
export function parseIPv6(text: string): number[] | undefined {
  if (isIP(text) !== 6 || text.includes('%')) return undefined;
  let head = text;
  const tail: number[] = [];
  // A dotted IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = parseIPv4(dotted[2]!);
    if (v4 === undefined) return undefined;
    head = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
    tail.push(v4 >>> 16, v4 & 0xffff);
  }
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const left = groupsOf(halves[0]!);
  const right = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const missing = 8 - left.length - right.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return undefined;
  const groups = [...left, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...right, ...tail];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

const startsWith = (groups: number[], prefix: number[]) => prefix.every((group, index) => groups[index] === group);
const ipv4From = (high: number, low: number) => formatIPv4(((high << 16) | low) >>> 0);

function classifyIPv4(address: string, value: number): AddressClass {
  if (METADATA_ADDRESSES.includes(address)) return { kind: 'metadata', address };
  const range = IPV4_RANGES.find(([base, prefix]) => inRange4(value, base, prefix));
  return { kind: range ? range[2] : 'public', address };
}

function classifyIPv6(address: string, g: number[]): AddressClass {
  const canonical = g.map((group) => group.toString(16)).join(':');
  if (METADATA_ADDRESSES.some((meta) => parseIPv6(meta)?.map((group) => group.toString(16)).join(':') === canonical)) {
    return { kind: 'metadata', address };
  }
  const judgedBy = (ipv4: string): AddressClass => ({ ...classify(ipv4), address, embeddedIPv4: ipv4 });
  const firstSixZero = startsWith(g, [0, 0, 0, 0, 0, 0]);
  if (firstSixZero && g[6] === 0 && g[7] === 0) return { kind: 'reserved', address }; // ::
  if (firstSixZero && g[6] === 0 && g[7] === 1) return { kind: 'loopback', address }; // ::1
  if (startsWith(g, [0, 0, 0, 0, 0, 0xffff])) return judgedBy(ipv4From(g[6]!, g[7]!)); // IPv4-mapped
  if (startsWith(g, [0, 0, 0, 0, 0xffff, 0])) return judgedBy(ipv4From(g[6]!, g[7]!)); // IPv4-translated (SIIT)
  if (firstSixZero) return judgedBy(ipv4From(g[6]!, g[7]!)); // IPv4-compatible (deprecated)
  if (startsWith(g, [0x64, 0xff9b, 0, 0, 0, 0])) return judgedBy(ipv4From(g[6]!, g[7]!)); // NAT64 well-known prefix
  if (startsWith(g, [0x64, 0xff9b, 1])) return { kind: 'reserved', address }; // local-use NAT64
  if (g[0] === 0x2002) return judgedBy(ipv4From(g[1]!, g[2]!)); // 6to4
  const top = g[0]!;
  if (top >= 0xff00) return { kind: 'multicast', address };
  if ((top & 0xffc0) === 0xfe80) return { kind: 'link-local', address };
  if ((top & 0xffc0) === 0xfec0) return { kind: 'private', address }; // site-local (deprecated)
  if ((top & 0xfe00) === 0xfc00) return { kind: 'private', address }; // unique local
  if ((top & 0xe000) !== 0x2000) return { kind: 'reserved', address }; // outside global unicast 2000::/3
  if (top === 0x2001 && g[1]! < 0x200) return { kind: 'reserved', address }; // IETF protocol assignments, Teredo
  if (top === 0x2001 && g[1] === 0xdb8) return { kind: 'reserved', address }; // documentation
  if (top === 0x3fff && g[1]! < 0x1000) return { kind: 'reserved', address }; // documentation
  if (top === 0x5f00) return { kind: 'reserved', address }; // SRv6 SIDs
  return { kind: 'public', address };
}

/** The class of an IP address written as DNS answers and WHATWG URLs write them (IPv6 with or without brackets). */
export function classify(ip: string): AddressClass {
  const address = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const v4 = parseIPv4(address);
  if (v4 !== undefined) return classifyIPv4(address, v4);
  const v6 = parseIPv6(address);
  if (v6) return classifyIPv6(address, v6);
  return { kind: 'invalid', address };
}

export const isPublicAddress = (ip: string): boolean => classify(ip).kind === 'public';

/**
 * Which non-public addresses a fetch may still reach: `true` (ALLOW_PRIVATE_FETCH=1) allows the
 * private kinds; a function allows exactly the addresses it accepts (tests allow their own server).
 */
export type AllowPrivate = boolean | ((address: string) => boolean);

/**
 * Why `ip` may not be fetched, as "a loopback address" ("… (it carries 10.0.0.1)" for an IPv4
 * address inside an IPv6 one, unless `nameCarried` is false); undefined when it may.
 */
export function refusalOf(ip: string, allowPrivate: AllowPrivate = false, { nameCarried = true } = {}): string | undefined {
  const { kind, embeddedIPv4 } = classify(ip);
  if (kind === 'public') return undefined;
  if (PRIVATE_KINDS.has(kind)) {
    if (allowPrivate === true) return undefined;
    if (typeof allowPrivate === 'function' && allowPrivate(ip)) return undefined;
  }
  const description = KIND_DESCRIPTIONS[kind];
  return embeddedIPv4 && nameCarried ? `${description} (it carries ${embeddedIPv4})` : description;
}

/**
 * The key every per-IP limit of the server counts a client under. One IPv6 subscriber is handed a
 * whole /64 (RFC 6177), so counting each address would let one visitor look like 2^64 of them:
 * - IPv4 → itself (`203.0.113.7`);
 * - IPv4-mapped IPv6 (a dual-stack socket's view of an IPv4 client) → that IPv4 address;
 * - any other IPv6 → its /64 in RFC 5952 form (`2001:db8:1:2::/64`), zone id dropped;
 * - anything else (not an IP address) → itself, so it still counts as one client.
 */
export function clientKey(ip: string): string {
  const address = (ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip).replace(/%.*$/, '');
  if (parseIPv4(address) !== undefined) return address;
  const groups = parseIPv6(address);
  if (!groups) return ip;
  if (startsWith(groups, [0, 0, 0, 0, 0, 0xffff])) return ipv4From(groups[6]!, groups[7]!);
  // The /64's last four groups are zero, so RFC 5952's longest zero run is the tail: drop the
  // prefix's own trailing zero groups into it.
  const prefix = groups.slice(0, 4);
  while (prefix.length > 0 && prefix.at(-1) === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}
