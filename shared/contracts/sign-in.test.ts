import { createSelectSchema } from "drizzle-zod";
import { describe, expect, it } from "vitest";
import { users } from "../schema/users";
import { publicUserAnswer } from "./sign-in";

describe("publicUserAnswer", () => {
  const columns = createSelectSchema(users).pick({ id: true, username: true, email: true, firstName: true, lastName: true, userType: true, isAdmin: true }).shape;

  it("names the users table's columns it shows, nullable where they are", () => {
    expect(Object.keys(publicUserAnswer.shape).sort()).toEqual(Object.keys(columns).sort());
    for (const [key, column] of Object.entries(columns)) {
      const field = publicUserAnswer.shape[key as keyof typeof columns];
      expect(field.safeParse(null).success, key).toBe(column.safeParse(null).success);
    }
    expect(publicUserAnswer.shape.userType.options).toEqual(columns.userType.options);
  });
});
