// The socket-level guard of the Node projects: http, https and raw sockets to anything but loopback are refused.
import { once } from "node:events";
import { createServer } from "node:http";
import https from "node:https";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { checkGuards } from "./guards";

describe("sockets", () => {
  it("refuses a raw connection and an https request to the internet, naming where they were going", async () => {
    const socket = net.connect(443, "93.184.215.14");
    const [socketError] = (await once(socket, "error")) as [Error];
    expect(socketError.message).toBe(
      "outbound request refused: tcp://93.184.215.14:443 (tests may only reach loopback: 127.0.0.0/8, [::1], localhost, *.localhost)",
    );
    const request = https.get("https://example.com/deliberately-refused");
    const [requestError] = (await once(request, "error")) as [Error];
    expect(requestError.message).toBe(
      "outbound request refused: tcp://example.com:443 (tests may only reach loopback: 127.0.0.0/8, [::1], localhost, *.localhost)",
    );
    expect(() => checkGuards()).toThrow(
      "test guards:\n  outbound request refused: tcp://93.184.215.14:443 (tests may only reach loopback: 127.0.0.0/8, [::1], localhost, *.localhost)\n  outbound request refused: tcp://example.com:443 (tests may only reach loopback: 127.0.0.0/8, [::1], localhost, *.localhost)",
    );
  });

  it("lets a connection to a loopback server through", async () => {
    const server = createServer((_req, res) => res.end("hello from loopback"));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as net.AddressInfo;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(await res.text()).toBe("hello from loopback");
      const again = await fetch(`http://localhost:${port}/`);
      expect(await again.text()).toBe("hello from loopback");
    } finally {
      server.close();
    }
  });
});
