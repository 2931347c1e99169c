import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { expectConsoleError } from "../test/guards";
import { apiError, onError } from "./errors";

function appThrowing(err: Error) {
  const app = new Hono();
  app.onError(onError);
  app.get("/boom", () => {
    throw err;
  });
  return app;
}

describe("onError", () => {
  it("answers an apiError with its status and message", async () => {
    const res = await appThrowing(apiError(409, "That subdomain is taken")).request("/boom");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "That subdomain is taken" });
  });

  it("names the bad fields of a 400", async () => {
    const res = await appThrowing(apiError(400, "Please enter a valid email address", { email: "Please enter a valid email address" })).request("/boom");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Please enter a valid email address",
      fields: { email: "Please enter a valid email address" },
    });
  });

  it("gives a bare HTTPException the same shape", async () => {
    const res = await appThrowing(new HTTPException(401, { message: "Unauthorized" })).request("/boom");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthorized" });
  });

  it("hides unexpected errors behind a 500 and logs the method and path", async () => {
    expectConsoleError(/^GET \/boom failed: Error: secret connection string in here$/);
    const res = await appThrowing(new Error("secret connection string in here")).request("/boom");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
  });
});
