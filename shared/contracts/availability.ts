// Request and response shapes of an expert's availability record (SPEC.md sections 3, 5 and 7).
import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { AVAILABILITY_STATUSES, CONTRACT_LENGTHS, DEFAULT_CONTRACT_LENGTH, MESSAGES } from "../constants";
import { availability } from "../schema/experts";
import { calendarDateSchema, dateAnswer, idSchema, momentAnswer } from "./common";
import { typed } from "./derive";

export const AVAILABILITY_MESSAGES = {
  missingFrom: MESSAGES.missingAvailabilityFrom,
  toBeforeFrom: "The end of your availability cannot be before its start.",
  updated: { title: "Availability updated" },
  updateFailed: { title: "Update failed", description: "Failed to update availability" },
} as const;

/** An expert's availability record: the row as it is stored. */
export const availabilityAnswer = createSelectSchema(availability, {
  currentContractEndDate: dateAnswer.nullable(),
  availableFrom: dateAnswer,
  availableTo: dateAnswer.nullable(),
  updatedAt: momentAnswer,
});
export type Availability = z.output<typeof availabilityAnswer>;

const emptyToNull = (v: unknown) => (v === "" ? null : v);

const contractLengthMessage = `Contract length must be one of ${CONTRACT_LENGTHS.join(", ")} months`;

/**
 * POST /api/availability and PUT /api/availability/{expertId}, derived from the availability
 * table. Dates may be YYYY-MM-DD or ISO timestamps (SPEC.md sends those); the calendar day is kept.
 */
export const availabilitySchema = createInsertSchema(availability, {
  /** Accepted for SPEC.md's payload; it must name the caller. */
  expertId: () => idSchema.nullish(),
  status: (column) => typed(column, `Status must be one of: ${AVAILABILITY_STATUSES.join(", ")}`).default("available"),
  availableFrom: () => z.preprocess((v) => (v === "" || v === null ? undefined : v), calendarDateSchema.optional()),
  availableTo: () => z.preprocess(emptyToNull, calendarDateSchema.nullish()).transform((v) => v ?? null).default(null),
  currentContractEndDate: () => z.preprocess(emptyToNull, calendarDateSchema.nullish()).transform((v) => v ?? null).default(null),
  preferredContractLength: () =>
    z.coerce
      .number({ error: contractLengthMessage })
      .refine((v) => (CONTRACT_LENGTHS as readonly number[]).includes(v), contractLengthMessage)
      .default(DEFAULT_CONTRACT_LENGTH),
  autoExtend: (column) => typed(column, "autoExtend must be true or false").default(false),
})
  .pick({
    expertId: true,
    status: true,
    availableFrom: true,
    availableTo: true,
    currentContractEndDate: true,
    preferredContractLength: true,
    autoExtend: true,
  })
  .superRefine((value, ctx) => {
    // Checked here rather than on the field: zod skips a field's own checks when its key is absent.
    if (!value.availableFrom) ctx.addIssue({ code: "custom", path: ["availableFrom"], message: MESSAGES.missingAvailabilityFrom.description });
    if (value.availableFrom && value.availableTo && value.availableTo < value.availableFrom) {
      ctx.addIssue({ code: "custom", path: ["availableTo"], message: AVAILABILITY_MESSAGES.toBeforeFrom });
    }
  });
export type AvailabilityInput = z.input<typeof availabilitySchema>;
export type AvailabilityValues = z.output<typeof availabilitySchema> & { availableFrom: string };

export const availabilityParamsSchema = z.object({ expertId: idSchema });
