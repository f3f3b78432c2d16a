// The guarantee's 'Start Risk-Free Today' is for buyers: it leads to the shortlist's start (a visitor
// is asked there to sign up, and comes back to it), never to the candidate's CV form.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { Guarantee } from "./guarantee";

describe("Guarantee", () => {
  it("leads a buyer to start a shortlist", async () => {
    const { user, currentPath } = renderWithApp(<Guarantee />, { path: "/" });
    const start = screen.getByRole("link", { name: "Start Risk-Free Today" });
    expect(start.getAttribute("href")).toBe("/client/shortlist/new");
    await user.click(start);
    expect(currentPath()).toBe("/client/shortlist/new");
  });
});
