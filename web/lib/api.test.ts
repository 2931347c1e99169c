import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, read, readOrNullOn401, send } from "./api";
import { readFile } from "./api-bodies";

function mockFetch(response: Response) {
  const fn = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal("fetch", fn);
  return fn;
}

function json(status: number, body: unknown, statusText = "") {
  return new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });
}

/** What the client handed to fetch: the address and the request's parts that matter. */
function sent(fetchMock: ReturnType<typeof mockFetch>) {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), method: init?.method, credentials: init?.credentials, type: new Headers(init?.headers).get("Content-Type"), body: init?.body };
}

/** A response body that knows whether it was read to the end or cancelled (either frees the connection). */
function trackedBody(text: string) {
  let released = false;
  let sent = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) {
        released = true;
        controller.close();
        return;
      }
      sent = true;
      controller.enqueue(new TextEncoder().encode(text));
    },
    cancel() {
      released = true;
    },
  });
  return { stream, released: () => released };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the request to fail");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the typed client", () => {
  it("sends JSON with credentials to the route's path and reads the answer", async () => {
    const fetchMock = mockFetch(json(200, { id: "usr_1" }));
    expect(await read(api.login.$post({ json: { email: "a@b.co", password: "pw" } }))).toEqual({ id: "usr_1" });
    expect(sent(fetchMock)).toEqual({
      url: "/api/login",
      method: "POST",
      credentials: "include",
      type: "application/json",
      body: '{"email":"a@b.co","password":"pw"}',
    });
  });

  it("fills path parameters and queries", async () => {
    const fetchMock = mockFetch(new Response(new Uint8Array([80, 75]), { headers: { "Content-Disposition": 'attachment; filename="crumb-co-netlify.zip"' } }));
    const file = await readFile(api.websites[":id"].export.$get({ param: { id: "site_abc" }, query: { host: "netlify" } }), "website.zip");
    expect(file.name).toBe("crumb-co-netlify.zip");
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75]));
    expect(sent(fetchMock)).toMatchObject({ url: "/api/websites/site_abc/export?host=netlify", method: "GET", credentials: "include" });
  });

  it("sends a file as its own bytes under its own type", async () => {
    const fetchMock = mockFetch(json(201, { url: "/assets/a.png" }));
    const file = new File([new Uint8Array([0x89, 0x50])], "logo.png", { type: "image/png" });
    await read(api.uploads.$post(undefined, { init: { body: file, headers: { "Content-Type": file.type } } }));
    expect(sent(fetchMock)).toEqual({ url: "/api/uploads", method: "POST", credentials: "include", type: "image/png", body: file });
  });

  it("releases the body of an answer nobody reads", async () => {
    const body = trackedBody('{"ok":true}');
    mockFetch(new Response(body.stream, { status: 200 }));
    await send(api.logout.$post());
    expect(body.released()).toBe(true);
  });
});

describe("failures", () => {
  it("use the body's message", async () => {
    mockFetch(json(400, { message: "Email already registered", error: "conflict" }, "Bad Request"));
    const error = await rejection(read(api.signup.$post({ json: { firstName: "Al", lastName: "Bo", email: "a@b.co", password: "12345678" } })));
    expect(error.message).toBe("Email already registered");
    expect(error.status).toBe(400);
    expect(error.response).toEqual({ data: { message: "Email already registered" } });
  });

  it("fall back to the body's error field", async () => {
    mockFetch(json(409, { error: "Subdomain taken" }, "Conflict"));
    const error = await rejection(send(api.websites[":id"].$delete({ param: { id: "site_1" } })));
    expect(error.message).toBe("Subdomain taken");
    expect(error.status).toBe(409);
  });

  it("fall back to the status text when the JSON has neither field", async () => {
    mockFetch(json(403, { detail: "nope" }, "Forbidden"));
    const error = await rejection(read(api.admin.stats.$get()));
    expect(error.message).toBe("Forbidden");
    expect(error.status).toBe(403);
  });

  it("use the status text when the body is not JSON", async () => {
    mockFetch(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const error = await rejection(read(api.websites.$get()));
    expect(error.message).toBe("Bad Gateway");
    expect(error.response).toEqual({ data: { message: "Bad Gateway" } });
  });
});

describe("signed-in data", () => {
  it("answers null for 401 and releases that answer's body", async () => {
    const body = trackedBody('{"message":"Please log in to continue."}');
    mockFetch(new Response(body.stream, { status: 401, statusText: "Unauthorized" }));
    expect(await readOrNullOn401(api.auth.user.$get())).toBeNull();
    expect(body.released()).toBe(true);
  });

  it("still throws other failures", async () => {
    mockFetch(json(404, { message: "Not found" }, "Not Found"));
    const error = await rejection(readOrNullOn401(api.auth.user.$get()));
    expect(error.status).toBe(404);
    expect(error.message).toBe("Not found");
  });
});
