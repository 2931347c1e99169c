// Setup for the Node and DOM test projects: the shared guards, plus a socket-level guard, because code in Node can
// reach the network without fetch (http, https, tls, or a library's own client all end in net.Socket#connect).
import net from "node:net";
import { installGuards, isLoopbackHost, recordRefused, refusedMessage } from "./guards";

installGuards();

type ConnectArgs = Parameters<net.Socket["connect"]>;

/** Host and port of a connect call in any of its forms (options, port + host, path, or Node's normalised pair). */
function target(args: unknown[]): { host: string; port: string } | null {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (typeof first === "object" && first !== null) {
    const options = first as { path?: string | null; host?: string; port?: number | string };
    if (options.path) return null; // a local (Unix) socket; Node treats an empty or null path as none
    return { host: options.host ?? "localhost", port: String(options.port ?? "") };
  }
  if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
    return { host: typeof args[1] === "string" ? args[1] : "localhost", port: String(first) };
  }
  return null; // connect(path)
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const to = target(args);
  if (to && !isLoopbackHost(to.host)) {
    const host = to.host.includes(":") ? `[${to.host}]` : to.host;
    const url = `tcp://${host}:${to.port}`;
    recordRefused(url);
    // Fail the way a refused connection does: asynchronously, through the socket's error event.
    queueMicrotask(() => this.destroy(new Error(refusedMessage(url))));
    return this;
  }
  return connect.apply(this, args as ConnectArgs);
} as net.Socket["connect"];
