import { describe, expect, it } from "vitest";
import { feedAddress } from "./feed-address";

describe("feedAddress", () => {
  it("joins the site's origin and the feed's path", () => {
    expect(feedAddress("/api/calendar/abc_DEF-123.ics", "https://proteatalent.com")).toBe("https://proteatalent.com/api/calendar/abc_DEF-123.ics");
    expect(feedAddress("/api/calendar/x.ics", "http://localhost:5000")).toBe("http://localhost:5000/api/calendar/x.ics");
  });
});
