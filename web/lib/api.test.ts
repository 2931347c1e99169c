import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, fetcher, fetcherOrNullOn401 } from "./api";

function mockFetch(response: Response) {
  const fn = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal("fetch", fn);
  return fn;
}

function json(status: number, body: unknown, statusText = "") {
  return new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });
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

describe("apiRequest", () => {
  it("sends JSON with credentials when there is a body", async () => {
    const fetchMock = mockFetch(json(200, { ok: true }));
    const res = await apiRequest("POST", "/api/login", { email: "a@b.co", password: "pw" });
    expect(await res.json()).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith("/api/login", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"email":"a@b.co","password":"pw"}',
    });
  });

  it("sends a file as its own bytes under its own type", async () => {
    const fetchMock = mockFetch(json(201, { url: "/assets/a.png" }));
    const file = new File([new Uint8Array([0x89, 0x50])], "logo.png", { type: "image/png" });
    await apiRequest("POST", "/api/uploads", file);
    expect(fetchMock).toHaveBeenCalledWith("/api/uploads", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "image/png" },
      body: file,
    });
  });

  it("sends no body and no content type when there is no body", async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiRequest("POST", "/api/logout");
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", { method: "POST", credentials: "include" });
  });

  it("uses the body's message for a failure", async () => {
    mockFetch(json(400, { message: "Email already registered", error: "conflict" }, "Bad Request"));
    const error = await rejection(apiRequest("POST", "/api/signup", {}));
    expect(error.message).toBe("Email already registered");
    expect(error.status).toBe(400);
    expect(error.response).toEqual({ data: { message: "Email already registered" } });
  });

  it("falls back to the body's error field", async () => {
    mockFetch(json(409, { error: "Subdomain taken" }, "Conflict"));
    const error = await rejection(apiRequest("POST", "/api/domains", {}));
    expect(error.message).toBe("Subdomain taken");
    expect(error.status).toBe(409);
    expect(error.response.data.message).toBe("Subdomain taken");
  });

  it("falls back to the status text when the JSON has neither field", async () => {
    mockFetch(json(403, { detail: "nope" }, "Forbidden"));
    const error = await rejection(apiRequest("GET", "/api/admin"));
    expect(error.message).toBe("Forbidden");
    expect(error.status).toBe(403);
  });

  it("uses the status text when the body is not JSON", async () => {
    mockFetch(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const error = await rejection(apiRequest("GET", "/api/websites"));
    expect(error.message).toBe("Bad Gateway");
    expect(error.status).toBe(502);
    expect(error.response).toEqual({ data: { message: "Bad Gateway" } });
  });
});

describe("SWR fetchers", () => {
  it("the default fetcher GETs the key path with credentials and reads JSON", async () => {
    const fetchMock = mockFetch(json(200, [{ id: "site_1", name: "Mine" }]));
    expect(await fetcher("/api/websites")).toEqual([{ id: "site_1", name: "Mine" }]);
    expect(fetchMock).toHaveBeenCalledWith("/api/websites", { method: "GET", credentials: "include" });
  });

  it("the default fetcher throws on 401", async () => {
    mockFetch(json(401, { message: "Not logged in" }, "Unauthorized"));
    const error = await rejection(fetcher("/api/websites"));
    expect(error.status).toBe(401);
    expect(error.message).toBe("Not logged in");
  });

  it("the null-on-401 fetcher answers null for 401", async () => {
    mockFetch(json(401, { message: "Not logged in" }, "Unauthorized"));
    expect(await fetcherOrNullOn401("/api/auth/user")).toBeNull();
  });

  it("the null-on-401 fetcher still throws other failures", async () => {
    mockFetch(json(404, { message: "Not found" }, "Not Found"));
    const error = await rejection(fetcherOrNullOn401("/api/auth/user"));
    expect(error.status).toBe(404);
    expect(error.message).toBe("Not found");
  });
});
