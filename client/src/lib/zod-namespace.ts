// drizzle-zod reads zod through its namespace object (`z` from "zod/v4"), and a namespace used as a
// value makes the bundler keep every export of zod. The browser build resolves "zod/v4" here instead
// (vite.config.ts): a namespace holding only the builders drizzle-zod calls. The server uses zod itself.
// No `coerce`: drizzle-zod reaches for it only through createSchemaFactory({ coerce }), which the
// contracts do not use.
import {
  any,
  array,
  bigint,
  boolean,
  custom,
  date,
  enum as zodEnum,
  int,
  null as zodNull,
  number,
  object,
  record,
  string,
  tuple,
  union,
  uuid,
} from "zod";

export const z = { any, array, bigint, boolean, custom, date, enum: zodEnum, int, null: zodNull, number, object, record, string, tuple, union, uuid };
