// App-made ids with a type prefix, so a log line or a URL says what it points at (`site_...`, `usr_...`).
const prefixes = {
  user: "usr",
  session: "ses",
  identity: "oid",
  website: "site",
  version: "ver",
  domain: "dom",
  template: "tpl",
  purchase: "pur",
  payment: "pay",
  subscription: "sub",
  image: "img",
  asset: "ast",
  chat: "msg",
  email: "eml",
  audit: "aud",
  revision: "rev",
  formMessage: "fm",
} as const;

export type IdKind = keyof typeof prefixes;

const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";

/** 16 random base-36 characters (~82 bits): unguessable enough for ids that are also owner-checked. */
export function newId(kind: IdKind): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let out = "";
  for (const b of bytes) out += alphabet[b % 36];
  return `${prefixes[kind]}_${out}`;
}
