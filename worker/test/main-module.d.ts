// Tells `exports` from "cloudflare:workers" what the main module exports, so tests can call
// `exports.default.fetch()` with types.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("../index");
  }
}
