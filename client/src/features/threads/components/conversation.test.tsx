// A conversation: messages shown as text (markup stays text), unread ones marked read, a new one
// announced, the composer's limits and its send (button or Ctrl+Enter), and the empty and error states.
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PERSON_LIMITS } from "@shared/constants";
import { apiError, json, sentTo, stubFetch, validationError } from "@/test/fetch";
import { threadMessage } from "@/test/fixtures";
import { formatMoment } from "@/lib/calendar-date";
import { renderWithApp } from "@/test/render";
import { Conversation } from "./conversation";

beforeEach(() => {
  window.localStorage.setItem("user", JSON.stringify({ id: 12, userType: "client" }));
  window.localStorage.setItem("userToken", "client-token");
});

const page = (messages: ReturnType<typeof threadMessage>[]) => new Response(JSON.stringify(messages), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(messages.length) } });
const PATH = "/api/threads/requisition/5";

describe("Conversation", () => {
  it("shows each message as text with who wrote it, and marks unread ones read", async () => {
    const requests = stubFetch({
      [`GET ${PATH}/messages`]: () =>
        page([
          threadMessage({ id: 1, authorRole: "client", authorName: "Ada Lovelace", mine: true, body: "Can we start later?" }),
          threadMessage({ id: 2, body: '<img src=x onerror="alert(1)"> Yes.\nSecond line', unread: true }),
        ]),
      [`POST ${PATH}/read`]: () => json(200, { updated: 1 }),
    });
    const onRead = vi.fn();
    renderWithApp(<Conversation kind="requisition" subjectId={5} viewer="client" onRead={onRead} />);
    const items = await screen.findAllByRole("listitem");
    expect(items[0].textContent).toContain("You");
    expect(items[1].textContent).toContain("Site Admin, Protea Talent");
    expect(items[1].textContent).toContain('<img src=x onerror="alert(1)"> Yes.');
    expect(document.querySelector("img")).toBeNull();
    await waitFor(() => expect(sentTo(requests, `POST ${PATH}/read`)).toHaveLength(1));
    await waitFor(() => expect(onRead).toHaveBeenCalled());
  });

  it("gives each message's time in the reader's saved zone, not the browser's", async () => {
    stubFetch({ [`GET ${PATH}/messages`]: () => page([threadMessage({ id: 1, createdAt: "2031-03-10T14:30:00.000Z" })]) });
    renderWithApp(<Conversation kind="requisition" subjectId={5} viewer="client" timeZone="America/New_York" />);
    const [item] = await screen.findAllByRole("listitem");
    const time = item.querySelector("time")!;
    // The browser runs in UTC (14:30); the reader saved New York (10:30).
    expect(time.textContent).toBe(formatMoment("2031-03-10T14:30:00.000Z", "America/New_York"));
    expect(time.textContent).toMatch(/\b10:30\b/);
    expect(time.getAttribute("dateTime")).toBe("2031-03-10T14:30:00.000Z");
  });

  it("sends a message with Ctrl+Enter, and says why one is refused", async () => {
    let refused = true;
    const requests = stubFetch({
      [`GET ${PATH}/messages`]: () => page([]),
      [`POST ${PATH}/messages`]: () => (refused ? validationError([{ path: "body", message: "Messages are at most 5,000 characters" }]) : json(201, threadMessage({ mine: true, body: "Hello" }))),
    });
    const view = renderWithApp(<Conversation kind="requisition" subjectId={5} viewer="client" />);
    expect(await screen.findByText(/No messages yet\. Ask us anything about this search/)).toBeTruthy();

    const box = screen.getByLabelText("Your message");
    await view.user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").textContent).toBe("Please write a message");
    expect(sentTo(requests, `POST ${PATH}/messages`)).toEqual([]);

    await view.user.type(box, "Hello");
    await view.user.keyboard("{Control>}{Enter}{/Control}");
    expect((await screen.findByRole("alert")).textContent).toBe("Messages are at most 5,000 characters");
    expect((box as HTMLTextAreaElement).value).toBe("Hello");

    refused = false;
    await view.user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
    expect(sentTo(requests, `POST ${PATH}/messages`).map((r) => r.body)).toEqual([{ body: "Hello" }, { body: "Hello" }]);
    expect(screen.getByText(/0 \/ 5,000 characters/)).toBeTruthy();
  });

  it("says why a message over the limit is refused, and keeps it to send later", async () => {
    stubFetch({
      [`GET ${PATH}/messages`]: () => page([]),
      [`POST ${PATH}/messages`]: () => apiError(429, "too_many_requests", PERSON_LIMITS.threadMessages.message),
    });
    const view = renderWithApp(<Conversation kind="requisition" subjectId={5} viewer="client" />);
    const box = await screen.findByLabelText("Your message");
    await view.user.type(box, "One more");
    await view.user.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toBe(PERSON_LIMITS.threadMessages.message);
    expect((box as HTMLTextAreaElement).value).toBe("One more");
  });

  it("announces a message that arrives while it is open", async () => {
    let messages = [threadMessage({ id: 1, mine: true, authorRole: "client", body: "Any news?" })];
    stubFetch({ [`GET ${PATH}/messages`]: () => page(messages), [`POST ${PATH}/read`]: () => json(200, { updated: 1 }) });
    const view = renderWithApp(<Conversation kind="requisition" subjectId={5} viewer="client" />);
    await screen.findByText("Any news?");
    messages = [...messages, threadMessage({ id: 2, body: "Two candidates today.", unread: true })];
    await view.queryClient.invalidateQueries();
    await waitFor(() => expect(document.querySelector("[aria-live=polite]")!.textContent).toBe("New message from Site Admin, Protea Talent: Two candidates today."));
  });

  it("offers to try again when the messages cannot be loaded", async () => {
    stubFetch({ [`GET ${PATH}/messages`]: () => apiError(404, "not_found", "Conversation not found") });
    renderWithApp(<Conversation kind="requisition" subjectId={5} viewer="admin" asAdmin />);
    expect((await screen.findByRole("alert")).textContent).toContain("Conversation not found");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("Conversation for a member who reads only", () => {
  it("shows the messages with no box to write in, and says so", async () => {
    stubFetch({ [`GET ${PATH}/messages`]: () => page([threadMessage({ id: 1, body: "Two candidates this week." })]) });
    renderWithApp(<Conversation kind="requisition" subjectId={5} viewer="client" composer="read-only" />);
    expect(await screen.findByText("Two candidates this week.")).toBeTruthy();
    expect(screen.getByText(/You read this conversation/)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
  });

  it("shows neither the box nor the line while it is not known who may write", async () => {
    stubFetch({ [`GET ${PATH}/messages`]: () => page([threadMessage({ id: 1, body: "Two candidates this week." })]) });
    renderWithApp(<Conversation kind="requisition" subjectId={5} viewer="client" composer="hidden" />);
    expect(await screen.findByText("Two candidates this week.")).toBeTruthy();
    expect(screen.queryByText(/You read this conversation/)).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
