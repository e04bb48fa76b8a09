import { lookup as dnsLookupCallback, type LookupAddress, type LookupOptions } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { Agent, type Dispatcher } from "undici";

/**
 * Where the server may send a lead: an admin-entered webhook URL must not make the server call
 * itself or the private network around it (SSRF). In production the host name is resolved and
 * every address it resolves to is checked; tests and development may use loopback receivers.
 */

/** Addresses that are not on the public internet (IANA special-purpose registries). */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64 (embeds an IPv4 address)
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (embeds an IPv4 address)
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv6");
}

/** True for an IP address that is loopback, private, link-local or otherwise not public. */
export function isNonPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 0) return true;
  // BlockList matches IPv4-mapped IPv6 (::ffff:127.0.0.1) against the IPv4 ranges too.
  return privateRanges.check(bare, family === 4 ? "ipv4" : "ipv6");
}

export type UrlCheck = { ok: true } | { ok: false; reason: string };

export const webhookUrlMessages = {
  protocol: "Use um endereço http:// ou https://",
  invalid: "Informe uma URL válida (http:// ou https://)",
  privateNetwork: "Este endereço aponta para a rede interna; use um endereço público",
  unresolved: "Não foi possível encontrar este endereço",
} as const;

export type HostLookup = (hostname: string) => Promise<string[]>;

const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Checks a webhook URL: http(s) only, and (unless `allowPrivateNetwork`) a host whose every
 * address is public. A host name is resolved through `lookup` (the system resolver by default).
 */
export async function checkWebhookUrl(
  url: string,
  options: { allowPrivateNetwork: boolean; lookup?: HostLookup },
): Promise<UrlCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: webhookUrlMessages.invalid };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { ok: false, reason: webhookUrlMessages.protocol };
  }
  if (!parsed.hostname) return { ok: false, reason: webhookUrlMessages.invalid };
  if (options.allowPrivateNetwork) return { ok: true };

  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = await (options.lookup ?? systemLookup)(host);
    } catch {
      return { ok: false, reason: webhookUrlMessages.unresolved };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: webhookUrlMessages.unresolved };
  if (addresses.some(isNonPublicAddress)) return { ok: false, reason: webhookUrlMessages.privateNetwork };
  return { ok: true };
}

/** The error a connection gets when its host resolves to the private network. */
export const nonPublicAddressCode = "ENONPUBLIC";

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

type Resolve = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for outgoing connections that refuses a host with any non-public address. As the
 * connection's own resolver, the address it checks is the address it connects to: a name whose
 * DNS answer changes between the check before sending and the connection (DNS rebinding) cannot
 * reach the private network. Host names only: a connection to an IP literal does no lookup,
 * and literals are checked before sending.
 */
export function publicOnlyLookup(resolve: Resolve = dnsLookupCallback) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.length === 0 || addresses.some((entry) => isNonPublicAddress(entry.address))) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a non-public address`);
        refused.code = nonPublicAddressCode;
        return callback(refused, []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Sends only to public addresses, checked on every connection (see `publicOnlyLookup`). */
export const publicOnlyDispatcher: Dispatcher = new Agent({ connect: { lookup: publicOnlyLookup() } });

/** How a delivery may go out: refused with a reason, or sent (through `dispatcher` when set). */
export type DeliveryRoute = { refusal: string } | { refusal: null; dispatcher?: Dispatcher };

/**
 * The check made when a lead is delivered (the URL was checked when saved, but a name can
 * resolve elsewhere later), and the connection it must use: in production an admin-entered URL
 * goes through `publicOnlyDispatcher`. The operator's own LEAD_WEBHOOK_URL / EXPO_WEBHOOK_URL
 * are trusted: they come from the server's environment, not from the admin screen.
 */
export function deliveryRoute(config: {
  isProduction: boolean;
  LEAD_WEBHOOK_URL?: string;
  EXPO_WEBHOOK_URL?: string;
}): (url: string) => Promise<DeliveryRoute> {
  const trusted = new Set([config.LEAD_WEBHOOK_URL, config.EXPO_WEBHOOK_URL].filter(Boolean));
  return async (url) => {
    if (trusted.has(url) || !config.isProduction) return { refusal: null };
    const check = await checkWebhookUrl(url, { allowPrivateNetwork: false });
    return check.ok ? { refusal: null, dispatcher: publicOnlyDispatcher } : { refusal: check.reason };
  };
}
