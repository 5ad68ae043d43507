// Test doubles for code that uses @toolnest/net (the package's "./testing" export, never imported by
// production code): a fake DNS server on a free UDP port of 127.0.0.1, and a local HTTP server.
// Point a resolver at the fake with createResolver({ servers: [fake.server] }), or the whole API
// server with DNS_SERVERS=<fake.server>.
import { createSocket, type RemoteInfo } from 'node:dgram';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseIPv4, parseIPv6 } from './address';

export type FakeDnsType = 'A' | 'AAAA' | 'MX' | 'TXT' | 'CNAME';

/** The records of one name. A type left out answers "no data"; a name not in the zone, NXDOMAIN. */
export interface FakeDnsRecords {
  A?: string[];
  AAAA?: string[];
  MX?: Array<{ exchange: string; priority: number }>;
  /** Each entry is one record: a string, or the character-strings it is split into. */
  TXT?: Array<string | string[]>;
  CNAME?: string;
}

/** Misbehaving name servers: no answer at all, SERVFAIL or REFUSED. */
export type FakeDnsBehaviour = 'silent' | 'servfail' | 'refused';

export interface FakeDnsQuestion {
  name: string;
  type: FakeDnsType | `TYPE${number}`;
}

/** What a name answers: records, a behaviour, or a function of the question (answers that change). */
export type FakeDnsEntry = FakeDnsRecords | FakeDnsBehaviour | ((question: FakeDnsQuestion) => FakeDnsRecords | FakeDnsBehaviour | undefined);

export interface FakeDnsOptions {
  /** Names (any case, with or without the final dot) and what they answer. */
  zone?: Record<string, FakeDnsEntry>;
  /** Answer nothing at all, to every query (a dead name server). */
  silent?: boolean;
  /** Wait this long before each answer. */
  delayMs?: number;
}

export interface FakeDnsServer {
  /** '127.0.0.1:<port>', as DNS_SERVERS and Resolver.setServers take it. */
  readonly server: string;
  readonly port: number;
  /** Every question received, in order. */
  readonly queries: FakeDnsQuestion[];
  /** Adds or replaces a name's entry. */
  set(name: string, entry: FakeDnsEntry): void;
  delete(name: string): void;
  silent: boolean;
  delayMs: number;
  close(): Promise<void>;
}

const TYPE_CODES: Record<FakeDnsType, number> = { A: 1, CNAME: 5, MX: 15, TXT: 16, AAAA: 28 };
const TYPE_NAMES = new Map(Object.entries(TYPE_CODES).map(([name, code]) => [code, name as FakeDnsType]));
const RCODE = { noError: 0, serverFailure: 2, nameError: 3, refused: 5 };
const TTL_SECONDS = 60;

const normalise = (name: string) => name.toLowerCase().replace(/\.$/, '');

function encodeName(name: string): Buffer {
  const labels = normalise(name).split('.').filter(Boolean);
  return Buffer.concat([...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')])), Buffer.from([0])]);
}

/** The question of a query: its name, type code and where the question section ends. */
function parseQuestion(message: Buffer): { name: string; type: number; end: number } | undefined {
  if (message.length < 12 || message.readUInt16BE(4) < 1) return undefined;
  const labels: string[] = [];
  let offset = 12;
  while (offset < message.length) {
    const length = message[offset]!;
    if (length === 0) break;
    if (length > 63) return undefined; // queries carry no compression pointers
    labels.push(message.toString('ascii', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  if (offset + 5 > message.length) return undefined;
  return { name: labels.join('.'), type: message.readUInt16BE(offset + 1), end: offset + 5 };
}

function rdataOf(type: FakeDnsType, value: string | string[] | { exchange: string; priority: number }): Buffer {
  switch (type) {
    case 'A': {
      const number = parseIPv4(value as string);
      if (number === undefined) throw new Error(`fake DNS: "${String(value)}" is not an IPv4 address`);
      const bytes = Buffer.alloc(4);
      bytes.writeUInt32BE(number);
      return bytes;
    }
    case 'AAAA': {
      const groups = parseIPv6(value as string);
      if (!groups) throw new Error(`fake DNS: "${String(value)}" is not an IPv6 address`);
      const bytes = Buffer.alloc(16);
      groups.forEach((group, index) => bytes.writeUInt16BE(group, index * 2));
      return bytes;
    }
    case 'MX': {
      const { exchange, priority } = value as { exchange: string; priority: number };
      const bytes = Buffer.alloc(2);
      bytes.writeUInt16BE(priority);
      return Buffer.concat([bytes, encodeName(exchange)]);
    }
    case 'TXT': {
      const strings = (Array.isArray(value) ? value : [value as string]).flatMap((text) => {
        const bytes = Buffer.from(text, 'utf8');
        const parts: Buffer[] = [];
        for (let start = 0; start < bytes.length || parts.length === 0; start += 255) parts.push(bytes.subarray(start, start + 255));
        return parts;
      });
      return Buffer.concat(strings.flatMap((part) => [Buffer.from([part.length]), part]));
    }
    case 'CNAME':
      return encodeName(value as string);
  }
}

function answerRecord(type: FakeDnsType, rdata: Buffer, nameBytes: Buffer): Buffer {
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(TYPE_CODES[type], 0);
  fixed.writeUInt16BE(1, 2); // class IN
  fixed.writeUInt32BE(TTL_SECONDS, 4);
  fixed.writeUInt16BE(rdata.length, 8);
  return Buffer.concat([nameBytes, fixed, rdata]);
}

function recordsOf(records: FakeDnsRecords, type: FakeDnsType): Array<string | string[] | { exchange: string; priority: number }> {
  return (records[type as Exclude<FakeDnsType, 'CNAME'>] as Array<string | string[] | { exchange: string; priority: number }> | undefined) ?? [];
}

/** Starts a fake DNS server on a free UDP port of 127.0.0.1. */
export async function startFakeDns(options: FakeDnsOptions = {}): Promise<FakeDnsServer> {
  const zone = new Map(Object.entries(options.zone ?? {}).map(([name, entry]) => [normalise(name), entry]));
  const queries: FakeDnsQuestion[] = [];
  const socket = createSocket('udp4');

  const lookUp = (name: string, type: FakeDnsQuestion['type']): FakeDnsRecords | FakeDnsBehaviour | undefined => {
    const entry = zone.get(normalise(name));
    return typeof entry === 'function' ? entry({ name: normalise(name), type }) : entry;
  };

  const respond = (query: Buffer, remote: RemoteInfo) => {
    const question = parseQuestion(query);
    if (!question) return;
    const typeName = TYPE_NAMES.get(question.type) ?? (`TYPE${question.type}` as const);
    queries.push({ name: normalise(question.name), type: typeName });
    if (fake.silent) return;
    const found = lookUp(question.name, typeName);
    if (found === 'silent') return;

    const answers: Buffer[] = [];
    let rcode = RCODE.noError;
    if (found === 'servfail') rcode = RCODE.serverFailure;
    else if (found === 'refused') rcode = RCODE.refused;
    else if (found === undefined) rcode = RCODE.nameError;
    else if (typeName !== 'CNAME' && found.CNAME && TYPE_NAMES.has(question.type)) {
      // One level of CNAME: the alias, then the target's records of the type asked for.
      answers.push(answerRecord('CNAME', rdataOf('CNAME', found.CNAME), Buffer.from([0xc0, 0x0c])));
      const target = lookUp(found.CNAME, typeName);
      if (target && typeof target === 'object') {
        for (const value of recordsOf(target, typeName as FakeDnsType)) answers.push(answerRecord(typeName as FakeDnsType, rdataOf(typeName as FakeDnsType, value), encodeName(found.CNAME)));
      }
    } else if (TYPE_NAMES.has(question.type)) {
      const type = typeName as FakeDnsType;
      const values = type === 'CNAME' ? (found.CNAME ? [found.CNAME] : []) : recordsOf(found, type);
      for (const value of values) answers.push(answerRecord(type, rdataOf(type, value), Buffer.from([0xc0, 0x0c])));
    }

    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    const flags = query.readUInt16BE(2);
    // QR, the query's opcode and RD, authoritative, recursion available, the response code.
    header.writeUInt16BE(0x8000 | (flags & 0x7800) | 0x0400 | (flags & 0x0100) | 0x0080 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const reply = Buffer.concat([header, query.subarray(12, question.end), ...answers]);
    const send = () => socket.send(reply, remote.port, remote.address);
    if (fake.delayMs > 0) setTimeout(send, fake.delayMs).unref();
    else send();
  };

  socket.on('message', respond);
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const { port } = socket.address();

  const fake: FakeDnsServer = {
    server: `127.0.0.1:${port}`,
    port,
    queries,
    silent: options.silent ?? false,
    delayMs: options.delayMs ?? 0,
    set: (name, entry) => void zone.set(normalise(name), entry),
    delete: (name) => void zone.delete(normalise(name)),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
  return fake;
}

export interface TestHttpServer {
  /** 'http://127.0.0.1:<port>' (IPv6 hosts in brackets). */
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  close(): Promise<void>;
}

/** A local HTTP server for fetch tests; `close` also ends open connections (endless bodies). */
export async function startTestHttpServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  { host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {},
): Promise<TestHttpServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
