// @toolnest/net: safe server-side fetching and DNS (Node only). See README.md for the public API.
export {
  classify,
  clientKey,
  isPublicAddress,
  KIND_DESCRIPTIONS,
  METADATA_ADDRESSES,
  parseIPv4,
  parseIPv6,
  PRIVATE_KINDS,
  refusalOf,
  type AddressClass,
  type AddressKind,
  type AllowPrivate,
} from './address';
export { charsetParameter, decodeBody, metaCharset, type DecodedBody } from './charset';
export { API_TAGS, errorDoc, tooManyDoc, type ApiTag, type ResponseDoc, type RouteDoc, type RouteDocs } from './route-docs';
export { readSettings, readWholeNumber, type Environment, type SettingsOf, type SettingsSpec, type WholeNumberSetting } from './settings';
export {
  createNetContext,
  type FetchOptions,
  type FetchPolicy,
  type NetContext,
  type NetContextOptions,
  type RouteRateLimit,
  type SearchProvider,
  type ServiceOptions,
  type ToolServer,
  type ToolServerOptions,
} from './context';
export {
  createResolver,
  dnsFailureOf,
  dnsTimeoutError,
  HostLookupError,
  parseDnsServers,
  resolveHostAddresses,
  withDeadline,
  type DnsFailure,
  type DnsResolver,
  type ResolverOptions,
} from './dns';
export { byteSize, isSafeFetchError, SafeFetchError, seconds, type SafeFetchErrorCode } from './errors';
export {
  checkUrlForm,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_USER_AGENT,
  pinnedLookup,
  resolveTarget,
  safeFetch,
  type FetchedPage,
  type FetchTarget,
  type SafeFetchOptions,
} from './fetch';
export { createFetchLimiter, DEFAULT_MAX_FETCHES_IN_FLIGHT, type FetchLimiter } from './limiter';
export { DEFAULT_SERVICE_MAX_BYTES, serviceFetch, type ServiceFetchOptions, type ServiceResponse } from './service-fetch';
