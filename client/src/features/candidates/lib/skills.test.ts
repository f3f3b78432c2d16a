import { describe, expect, it } from "vitest";
import { splitSkills } from "@shared/contracts/candidates";
import { addSkill, removeSkill } from "./skills";

describe("skills", () => {
  it("adds trimmed skills once, ignoring blanks and repeats in any case", () => {
    let list: string[] = [];
    list = addSkill(list, "  Python ");
    list = addSkill(list, "python");
    list = addSkill(list, "   ");
    list = addSkill(list, "SQL");
    expect(list).toEqual(["Python", "SQL"]);
    expect(removeSkill(list, "Python")).toEqual(["SQL"]);
  });
  it("splits comma-separated text the same way", () => {
    expect(splitSkills(" Spark, kafka ,, Spark ,dbt")).toEqual(["Spark", "kafka", "dbt"]);
  });
});
