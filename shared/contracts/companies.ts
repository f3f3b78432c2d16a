// A client's company: its profile and billing details, members and their roles, invitations.
import { z } from "zod";
import { COMPANY_ACTIONS, COMPANY_ROLES } from "../company-roles";
import { emailSchema, passwordSchema, registerClientSchema } from "./auth";
import { PAYMENT_TERMS_DAYS_MAX, PAYMENT_TERMS_DAYS_MIN } from "../schema/company";
import { idSchema, momentAnswer, oneLineText, optionalText } from "./common";

const roleSchema = z.enum(COMPANY_ROLES, { error: `Role must be one of: ${COMPANY_ROLES.join(", ")}` });
const actionSchema = z.enum(Object.keys(COMPANY_ACTIONS) as [keyof typeof COMPANY_ACTIONS, ...(keyof typeof COMPANY_ACTIONS)[]]);

/** PUT /api/company: the name and the billing details; a key left out keeps its value. */
export const companyUpdateSchema = z
  .object({
    name: oneLineText(z.string().trim().min(1, "Company name is required").max(200, "Company name must be at most 200 characters"), "Company name").optional(),
    legalName: optionalText(200, oneLineText(z.string(), "Legal name")).optional(),
    billingEmail: z
      .union([emailSchema, z.literal("")])
      .nullish()
      .transform((v) => (v ? v : v === undefined ? undefined : null)),
    billingAddress: optionalText(500).optional(),
    taxId: optionalText(50, oneLineText(z.string(), "Tax id")).optional(),
  })
  .strict();
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

export const billingDetailsAnswer = z.object({
  legalName: z.string().nullable(),
  billingEmail: z.string().nullable(),
  billingAddress: z.string().nullable(),
  taxId: z.string().nullable(),
});
export type BillingDetails = z.output<typeof billingDetailsAnswer>;

/** GET /api/company: the caller's company, their role and what it lets them do; billing details only for the roles that may see them. */
export const companyAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  role: roleSchema,
  actions: z.array(actionSchema),
  billing: billingDetailsAnswer.nullable(),
});
export type CompanyAnswer = z.output<typeof companyAnswer>;

/** GET /api/company/members: every member of the caller's company. */
export const companyMemberAnswer = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  joinedAt: momentAnswer,
});
export type CompanyMember = z.output<typeof companyMemberAnswer>;

export const memberParamsSchema = z.object({ userId: idSchema });
export const changeRoleSchema = z.object({ role: roleSchema }).strict();
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

/** POST /api/company/invitations. */
export const invitationSchema = z.object({ email: emailSchema, role: roleSchema }).strict();
export type InvitationInput = z.input<typeof invitationSchema>;

export const invitationAnswer = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  createdAt: momentAnswer,
  expiresAt: momentAnswer,
});
export type Invitation = z.output<typeof invitationAnswer>;

/** The token of an invitation's link, as the join page read it. */
export const invitationTokenParamsSchema = z.object({
  token: z.string().trim().min(1, "The link is missing its token").max(200, "This link is not valid"),
});

/** GET /api/company/invitations/{token}: what the join page shows before the form. */
export const invitationPreviewAnswer = z.object({
  companyName: z.string(),
  email: z.string(),
  role: roleSchema,
  expiresAt: momentAnswer,
});
export type InvitationPreview = z.output<typeof invitationPreviewAnswer>;

/** POST /api/company/invitations/{token}/accept: the invitee's name and password. */
export const acceptInvitationSchema = registerClientSchema.pick({ firstName: true, lastName: true }).extend({ password: passwordSchema });
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** The account made; signing in with the invited address and the password is the next call. */
export const invitationAcceptedAnswer = z.object({ success: z.literal(true), email: z.string(), companyName: z.string() });

/** GET /api/admin/companies: each company with its members. */
export const adminCompanyAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Days from an invoice's issue to its due date. */
  paymentTermsDays: z.number().int(),
  createdAt: momentAnswer,
  members: z.array(
    z.object({
      userId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      role: roleSchema,
      removed: z.boolean(),
    }),
  ),
});
export type AdminCompany = z.output<typeof adminCompanyAnswer>;

/** PATCH /api/admin/companies/{id}: the company's payment terms, in days (admins only). */
export const PAYMENT_TERMS_MESSAGE = `Payment terms must be a whole number of days from ${PAYMENT_TERMS_DAYS_MIN} to ${PAYMENT_TERMS_DAYS_MAX}`;
export const adminCompanyUpdateSchema = z
  .object({
    paymentTermsDays: z
      .number({ error: PAYMENT_TERMS_MESSAGE })
      .int(PAYMENT_TERMS_MESSAGE)
      .min(PAYMENT_TERMS_DAYS_MIN, PAYMENT_TERMS_MESSAGE)
      .max(PAYMENT_TERMS_DAYS_MAX, PAYMENT_TERMS_MESSAGE),
  })
  .strict();
export type AdminCompanyUpdate = z.input<typeof adminCompanyUpdateSchema>;

export const COMPANY_MESSAGES = {
  accessRemoved: "Your access to this company was removed. Ask one of its owners if you need it again.",
  notMember: "This account is not a member of a company.",
  alreadyHasAccount: "An account with this email already exists: it cannot be invited.",
  alreadyInvited: "This address already has a pending invitation.",
  tooManyInvitations: "Your company has sent 20 invitations in the last 24 hours. Please try again tomorrow.",
  invitationSpent: "This invitation has already been used or revoked.",
  invitationExpired: "This invitation has expired. Ask for a new one.",
  invitationUnknown: "This invitation link is not valid.",
  removeSelf: "You cannot remove yourself; another owner can.",
  lastOwnerErasure: "You are your company's last owner: make another member an owner before deleting your account.",
} as const;
