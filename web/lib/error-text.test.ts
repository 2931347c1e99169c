import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { OFFLINE, SESSION_ENDED } from "../../schema/messages";
import { errorText } from "./error-text";

describe("what a failed call says", () => {
  it("gives the server's own words first, and the screen's message when there are none", () => {
    expect(errorText(new ApiError(403, "You have reached your plan's limit of 3 websites."), "Save failed")).toBe("You have reached your plan's limit of 3 websites.");
    expect(errorText(new ApiError(500, ""), "There was a problem saving your website. Please try again.")).toBe("There was a problem saving your website. Please try again.");
    expect(errorText(new Error("something odd"), "Save failed")).toBe("Save failed");
  });

  it("says the work stays when the browser is offline or the connection dropped", () => {
    expect(errorText(new TypeError("Failed to fetch"), "Save failed")).toBe(OFFLINE);
  });

  it("says the session ended, and how to go on without losing the work", () => {
    expect(errorText(new ApiError(401, "Please log in to continue."), "Save failed")).toBe(SESSION_ENDED);
    // A wrong password is the server's own answer, not an ended session.
    expect(errorText(new ApiError(401, "Invalid email or password."), "Login failed")).toBe("Invalid email or password.");
  });
});
