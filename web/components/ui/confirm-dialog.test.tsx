import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useConfirm } from "./confirm-dialog";

afterEach(cleanup);

function DeleteButton() {
  const { confirm, confirmDialog } = useConfirm();
  const [answer, setAnswer] = useState("none");
  return (
    <>
      <button
        type="button"
        onClick={async () => setAnswer(String(await confirm({ title: 'Delete "Crumb & Co"?', description: "Its published site goes offline at once.", action: "Delete", destructive: true })))}
      >
        Delete Crumb & Co
      </button>
      <output>{answer}</output>
      {confirmDialog}
    </>
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  render(<DeleteButton />);
  const trigger = screen.getByRole("button", { name: "Delete Crumb & Co" });
  await user.click(trigger);
  return trigger;
}

describe("useConfirm", () => {
  it("asks in an alert dialog named by its title and described by its text, focus on Cancel", async () => {
    const user = userEvent.setup();
    await open(user);
    const dialog = screen.getByRole("alertdialog", { name: 'Delete "Crumb & Co"?' });
    expect(document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Its published site goes offline at once.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
  });

  it("answers true on the action and returns focus to where it was", async () => {
    const user = userEvent.setup();
    const trigger = await open(user);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("true");
    expect(document.activeElement).toBe(trigger);
  });

  it("answers false on Cancel", async () => {
    const user = userEvent.setup();
    const trigger = await open(user);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("status").textContent).toBe("false");
    expect(document.activeElement).toBe(trigger);
  });

  it("answers false on Escape", async () => {
    const user = userEvent.setup();
    const trigger = await open(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("false");
    expect(document.activeElement).toBe(trigger);
  });

  it("answers an open question false when a new one is asked", async () => {
    let ask: ReturnType<typeof useConfirm>["confirm"] = async () => true;
    function Host() {
      const { confirm, confirmDialog } = useConfirm();
      ask = confirm;
      return <>{confirmDialog}</>;
    }
    render(<Host />);
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = ask({ title: "First?", description: "One", action: "Yes" });
    });
    act(() => {
      void ask({ title: "Second?", description: "Two", action: "Yes" });
    });
    await expect(first).resolves.toBe(false);
    expect(screen.getByRole("alertdialog", { name: "Second?" })).toBeTruthy();
  });
});
