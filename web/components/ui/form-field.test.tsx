import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormField, TextField } from "./form-field";

afterEach(cleanup);

describe("FormField", () => {
  it("labels the control and leaves it valid and undescribed without a description or error", () => {
    render(<TextField label="Email" name="email" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBeNull();
  });

  it("marks the control invalid and describes it by its error", () => {
    render(<TextField label="Email" name="email" error="Please enter a valid email address" />);
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Please enter a valid email address");
  });

  it("reads the description first, then the error", () => {
    render(
      <FormField label="Meta title" description="Shown in search results." error="Too long">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Meta title" });
    const ids = (input.getAttribute("aria-describedby") ?? "").split(" ");
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(["Shown in search results.", "Too long"]);
  });

  it("gives every field its own ids", () => {
    render(
      <>
        <TextField label="First name" error="Required" />
        <TextField label="Last name" error="Required" />
      </>,
    );
    const first = screen.getByRole("textbox", { name: "First name" });
    const last = screen.getByRole("textbox", { name: "Last name" });
    expect(first.id).not.toBe(last.id);
    expect(first.getAttribute("aria-describedby")).not.toBe(last.getAttribute("aria-describedby"));
  });

  it("puts a checkbox before its label", () => {
    render(
      <FormField layout="check" label="I agree" error="You must agree">
        {(control) => <input type="checkbox" {...control} />}
      </FormField>,
    );
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.nextElementSibling?.textContent).toBe("I agree");
  });
});
