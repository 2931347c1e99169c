import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, expect, it } from "vitest";
import { ScrollRestoration } from "./scroll-restoration";

afterEach(cleanup);

function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event("scroll"));
}

it("opens a new page at the top and returns to the old position on back", async () => {
  const router = createMemoryRouter([{ path: "*", element: <ScrollRestoration /> }], { initialEntries: ["/"] });
  render(<RouterProvider router={router} />);
  act(() => scrollTo(640));
  await act(() => router.navigate("/pricing"));
  expect(window.scrollY).toBe(0);
  act(() => scrollTo(120));
  await act(() => router.navigate(-1));
  expect(window.scrollY).toBe(640);
  await act(() => router.navigate(1));
  expect(window.scrollY).toBe(120);
});
