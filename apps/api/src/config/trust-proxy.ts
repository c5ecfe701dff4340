import { BlockList, isIP } from 'node:net';

/**
 * Which X-Forwarded-For entries are believed (README, TRUST_PROXY): none, the entries added by a
 * number of proxy hops, or those added by proxies at the listed addresses. Never the left-most
 * entry as such: that one is written by the client.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges, accepted in the list like Fastify's own trustProxy. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

/** Parses TRUST_PROXY; returns an error message for values that would trust a client's header. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return {
      error:
        'TRUST_PROXY=true would believe the left-most X-Forwarded-For entry, which any client can write. ' +
        'Set the number of proxies in front of the app (e.g. TRUST_PROXY=1 behind one nginx) or their ' +
        'addresses (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8)',
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? hops : { error: `at most ${MAX_HOPS} proxy hops` };
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !NAMED_RANGES.has(e) && !isAddressOrCidr(e));
  if (bad.length > 0) {
    return {
      error: `not a proxy address, CIDR range or hop count: ${bad.map((b) => `'${b}'`).join(', ')}`,
    };
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Loopback and private networks: where a reverse proxy in front of the app normally connects from. */
const privateNetworks = new BlockList();
privateNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addSubnet('169.254.0.0', 16, 'ipv4');
privateNetworks.addSubnet('::1', 128, 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped?.[1] ?? address;
  const family = isIP(plain);
  if (family === 0) return false;
  return privateNetworks.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's trustProxy for a setting. Fastify 5.12 ignores a plain hop count (it cannot tell a
 * proxy from a client that connects directly), so hops are a trust function here: the immediate
 * peer must be on loopback or a private network (where a proxy in front of the app connects from;
 * a client reaching the port directly from the internet is not believed), and then exactly `hops`
 * entries are taken from the right of X-Forwarded-For. A proxy list is checked hop by hop by
 * Fastify (proxy-addr): an entry counts only when it was added by a listed proxy.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (Array.isArray(setting)) return setting;
  const hops = setting;
  return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
}
