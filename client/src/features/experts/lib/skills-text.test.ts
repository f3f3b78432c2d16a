import { describe, expect, it } from "vitest";
import { parseSkillsText } from "./skills-text";

describe("parseSkillsText", () => {
  it("splits on commas, trims, drops blanks and repeats", () => {
    expect(parseSkillsText(" Python, SQL ,, python,dbt ,")).toEqual(["Python", "SQL", "dbt"]);
    expect(parseSkillsText("")).toEqual([]);
  });
});
