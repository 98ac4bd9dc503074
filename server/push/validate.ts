// Checks a subscription a visitor's browser sends before it is kept: an https endpoint at a known push service (or a
// host the operator allows, such as a test's mock), keys of the right size, the visitor's locale and chosen topics.
import { ECDH } from 'node:crypto';
import { isEnabledLocale, type Locale } from '#shared/locales';
import { isPushTopic, type PushTopic } from '#shared/push';

/** Push services of the browsers in use: Chrome/Edge/Opera/Samsung (FCM), Firefox (autopush), Edge legacy (WNS), Safari/iOS (APNs web push). */
const KNOWN_PUSH_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.push\.services\.mozilla\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.push\.apple\.com$/,
];

/** Longest endpoint kept: real ones are under 500 characters; anything far longer is not a push service's. */
export const MAX_ENDPOINT_LENGTH = 1024;

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  locale: Locale;
  topics: PushTopic[];
}

export class SubscriptionProblem extends Error {}

const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function base64urlBytes(s: string): Buffer | undefined {
  if (!B64URL.test(s)) return undefined;
  return Buffer.from(s.replace(/=+$/, ''), 'base64url');
}

/**
 * Whether an endpoint's host and port are a known push service's (on 443, https's own port) or listed in `allowed`:
 * "host" for port 443, "host:port" for that port only. Another port on a push service's name is refused.
 */
export function allowedPushHost(url: URL, allowed: readonly string[]): boolean {
  const defaultPort = url.port === '' || url.port === '443';
  if (defaultPort && KNOWN_PUSH_HOSTS.some((re) => re.test(url.hostname))) return true;
  return defaultPort ? allowed.includes(url.hostname) || allowed.includes(`${url.hostname}:443`) : allowed.includes(url.host);
}

/** Whether the bytes are an uncompressed P-256 point that lies on the curve (node:crypto refuses any other). */
export function isP256Point(point: Buffer): boolean {
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    ECDH.convertKey(point, 'prime256v1', undefined, undefined, 'uncompressed');
    return true;
  } catch {
    return false;
  }
}

/** The endpoint as a URL, or the problem with it. */
export function checkEndpoint(endpoint: string, allowed: readonly string[]): URL {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) throw new SubscriptionProblem(`endpoint: longer than ${MAX_ENDPOINT_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new SubscriptionProblem('endpoint: not a URL');
  }
  if (url.protocol !== 'https:') throw new SubscriptionProblem('endpoint: push services are reached over https only');
  if (url.username || url.password) throw new SubscriptionProblem('endpoint: credentials are not allowed in the URL');
  if (!allowedPushHost(url, allowed)) throw new SubscriptionProblem(`endpoint: ${url.host} is not a known push service`);
  return url;
}

/** A checked subscription, or a SubscriptionProblem whose message says what is wrong (sent back as the 400's message). */
export function checkSubscription(
  body: { endpoint: string; keys?: { p256dh?: string; auth?: string }; locale: string; topics: string[] },
  allowed: readonly string[],
): SubscriptionInput {
  checkEndpoint(body.endpoint, allowed);
  const p256dh = body.keys?.p256dh;
  const auth = body.keys?.auth;
  if (!p256dh || !auth) throw new SubscriptionProblem('keys: p256dh and auth are both required');
  const point = base64urlBytes(p256dh);
  // An uncompressed P-256 public key: 0x04 then 32 bytes of x and 32 of y, a point on the curve (a junk key would
  // make every push to it fail before it leaves, retried and never removed).
  if (!point || !isP256Point(point)) throw new SubscriptionProblem('keys.p256dh: not a P-256 public key');
  const secret = base64urlBytes(auth);
  if (!secret || secret.length !== 16) throw new SubscriptionProblem('keys.auth: must be 16 bytes');
  if (!isEnabledLocale(body.locale)) throw new SubscriptionProblem(`locale: unknown locale "${body.locale.slice(0, 20)}"`);
  const topics = [...new Set(body.topics)];
  const unknown = topics.find((t) => !isPushTopic(t));
  if (unknown !== undefined) throw new SubscriptionProblem(`topics: unknown topic "${unknown.slice(0, 20)}"`);
  if (topics.length === 0) throw new SubscriptionProblem('topics: choose at least one');
  return {
    endpoint: body.endpoint,
    keys: { p256dh: p256dh.replace(/=+$/, ''), auth: auth.replace(/=+$/, '') },
    locale: body.locale,
    topics: topics as PushTopic[],
  };
}
