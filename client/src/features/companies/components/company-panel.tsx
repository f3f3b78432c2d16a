// The Company page's content: the members with their roles, the pending invitations and the invite
// form, and the billing details. Each part and each button shows only when the member's role allows
// it (the company's `actions`, from the role table in shared/company-roles.ts); the server refuses
// the rest anyway.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  companyUpdateSchema,
  invitationSchema,
  type BillingDetails,
  type CompanyAnswer,
  type CompanyMember,
  type CompanyUpdateInput,
  type InvitationInput,
} from "@shared/contracts/companies";
import { COMPANY_ROLE_DESCRIPTIONS, COMPANY_ROLE_LABELS, COMPANY_ROLES, type CompanyAction, type CompanyRole } from "@shared/company-roles";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { formatMomentDay } from "@/lib/calendar-date";
import { useChangeMemberRole } from "../api/change-member-role";
import { useCompany } from "../api/get-company";
import { useInvitations } from "../api/get-invitations";
import { useMembers } from "../api/get-members";
import { useInviteMember } from "../api/invite-member";
import { useRemoveMember } from "../api/remove-member";
import { useRevokeInvitation } from "../api/revoke-invitation";
import { useUpdateCompany } from "../api/update-company";

const ROLE_OPTIONS = COMPANY_ROLES.map((r) => ({ value: r, label: COMPANY_ROLE_LABELS[r] }));

const can = (company: CompanyAnswer, action: CompanyAction) => company.actions.includes(action);

export function CompanyPanel({ userId }: { userId: number }) {
  const company = useCompany();
  if (company.isPending) return <Skeleton className="h-40" aria-label="Loading your company" />;
  if (company.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-4 text-sm">
        <p>{errorMessage(company.error, "Could not load your company.")}</p>
        <Button size="sm" variant="outline" onClick={() => void company.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const c = company.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">
        You are {c.role === "owner" ? "an" : "a"} <strong className="text-foreground">{COMPANY_ROLE_LABELS[c.role]}</strong> of {c.name}: {COMPANY_ROLE_DESCRIPTIONS[c.role].toLowerCase()}.
      </p>
      <MembersCard company={c} userId={userId} />
      {can(c, "invitations.read") && <InvitationsCard company={c} />}
      {c.billing && <BillingCard company={c} billing={c.billing} />}
    </div>
  );
}

function MembersCard({ company, userId }: { company: CompanyAnswer; userId: number }) {
  const members = useMembers();
  return (
    <Card>
      <div className="p-6 pb-2">
        <CardTitle as="h2">Members</CardTitle>
        <CardDescription>Everyone at {company.name} with a seat here, and what their role lets them do.</CardDescription>
      </div>
      <CardContent>
        {members.isPending ? (
          <Skeleton className="h-24" aria-label="Loading the members" />
        ) : members.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(members.error, "Could not load the members.")}
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {members.data.map((m) => (
              <MemberRow key={m.userId} member={m} company={company} isSelf={m.userId === userId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function MemberRow({ member, company, isSelf }: { member: CompanyMember; company: CompanyAnswer; isSelf: boolean }) {
  const change = useChangeMemberRole();
  const name = `${member.firstName} ${member.lastName}`;
  const onRole = (role: CompanyRole) =>
    change.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast({ title: "Role changed", description: `${name} is now ${COMPANY_ROLE_LABELS[role]}.` }),
        onError: (err) => toast({ title: "Role not changed", description: errorMessage(err, "Could not change the role."), variant: "destructive" }),
      },
    );
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          {name}
          {isSelf && <span className="text-muted-foreground"> (you)</span>}
        </p>
        <p className="break-all text-sm text-muted-foreground">{member.email}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {can(company, "members.change-role") ? (
          <Select aria-label={`Role of ${name}`} value={member.role} options={ROLE_OPTIONS} disabled={change.isPending} onChange={(e) => onRole(e.target.value as CompanyRole)} className="w-36" />
        ) : (
          <Badge variant="outline">{COMPANY_ROLE_LABELS[member.role]}</Badge>
        )}
        {can(company, "members.remove") && !isSelf && <RemoveMemberButton member={member} name={name} />}
      </div>
    </li>
  );
}

function RemoveMemberButton({ member, name }: { member: CompanyMember; name: string }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember();
  const onConfirm = () =>
    remove.mutate(member.userId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Member removed", description: `${name} can no longer sign in. What they made stays with the company.` });
      },
      onError: (err) => toast({ title: "Not removed", description: errorMessage(err, "Could not remove the member."), variant: "destructive" }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Remove ${name}`}>
        Remove
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove {name}?</DialogTitle>
          <DialogDescription>Their sign-in ends at once and they cannot sign in again. What they made stays with the company.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner className="mr-2 h-4 w-4" />}
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function InvitationsCard({ company }: { company: CompanyAnswer }) {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  return (
    <Card>
      <div className="p-6 pb-2">
        <CardTitle as="h2">Invitations</CardTitle>
        <CardDescription>An invitation is a link by e-mail that works once, for 7 days.</CardDescription>
      </div>
      <CardContent className="flex flex-col gap-6">
        {can(company, "members.invite") && <InviteForm />}
        {invitations.isPending ? (
          <Skeleton className="h-16" aria-label="Loading the invitations" />
        ) : invitations.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(invitations.error, "Could not load the invitations.")}
          </p>
        ) : invitations.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No pending invitations.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Pending invitations">
            {invitations.data.map((i) => (
              <li key={i.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="break-all font-medium">{i.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {COMPANY_ROLE_LABELS[i.role]} · valid until {formatMomentDay(i.expiresAt)}
                  </p>
                </div>
                {can(company, "invitations.revoke") && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Revoke the invitation to ${i.email}`}
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(i.id, {
                        onSuccess: () => toast({ title: "Invitation revoked", description: `The link sent to ${i.email} no longer works.` }),
                        onError: (err) => toast({ title: "Not revoked", description: errorMessage(err, "Could not revoke the invitation."), variant: "destructive" }),
                      })
                    }
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function InviteForm() {
  const id = useId();
  const invite = useInviteMember();
  const form = useForm<InvitationInput>({ resolver: zodResolver(invitationSchema), defaultValues: { email: "", role: "hiring" } });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: "role" }) as CompanyRole;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      toast({ title: "Invitation sent", description: `${sent.email} has a link to join, valid for 7 days.` });
      form.reset({ email: "", role: values.role });
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.email) return form.setError("email", { message: fields.email });
      form.setError("email", { message: errorMessage(err, "Could not send the invitation.") });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Invite a colleague
      </h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <FormField label="E-mail address" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" {...form.register("email")} />
        </FormField>
        <FormField label="Role" hint={COMPANY_ROLE_DESCRIPTIONS[role]}>
          <Select options={ROLE_OPTIONS} {...form.register("role")} />
        </FormField>
      </div>
      <div>
        <Button type="submit" variant="accent" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="mr-2 h-4 w-4" />}
          Send invitation
        </Button>
      </div>
    </form>
  );
}

const BILLING_LABELS: Record<keyof BillingDetails, string> = {
  legalName: "Legal name",
  billingEmail: "Billing e-mail",
  billingAddress: "Billing address",
  taxId: "Tax id",
};

function BillingCard({ company, billing }: { company: CompanyAnswer; billing: BillingDetails }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2 p-6 pb-2">
        <div>
          <CardTitle as="h2">Billing details</CardTitle>
          <CardDescription>Who the invoices are addressed to.</CardDescription>
        </div>
        {can(company, "billing.edit") && !editing && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label="Edit the billing details">
            Edit
          </Button>
        )}
      </div>
      <CardContent>
        {editing ? (
          <BillingForm billing={billing} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {(Object.keys(BILLING_LABELS) as (keyof BillingDetails)[]).map((key) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">{BILLING_LABELS[key]}</dt>
                <dd className="whitespace-pre-line break-words">{billing[key] ?? "Not added yet"}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function BillingForm({ billing, onDone }: { billing: BillingDetails; onDone: () => void }) {
  const update = useUpdateCompany();
  const form = useForm<CompanyUpdateInput>({
    resolver: zodResolver(companyUpdateSchema.pick({ legalName: true, billingEmail: true, billingAddress: true, taxId: true })),
    defaultValues: { legalName: billing.legalName ?? "", billingEmail: billing.billingEmail ?? "", billingAddress: billing.billingAddress ?? "", taxId: billing.taxId ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: "Billing details saved" });
      onDone();
    } catch (err) {
      const fields = fieldErrors(err);
      const keys = Object.keys(fields).filter((k): k is keyof BillingDetails => k in BILLING_LABELS);
      for (const k of keys) form.setError(k, { message: fields[k] });
      if (keys.length === 0) toast({ title: "Not saved", description: errorMessage(err, "Could not save the billing details."), variant: "destructive" });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <FormField label={BILLING_LABELS.legalName} error={errors.legalName?.message}>
        <Input autoComplete="organization" {...form.register("legalName")} />
      </FormField>
      <FormField label={BILLING_LABELS.billingEmail} error={errors.billingEmail?.message}>
        <Input type="email" autoComplete="email" {...form.register("billingEmail")} />
      </FormField>
      <FormField label={BILLING_LABELS.billingAddress} error={errors.billingAddress?.message}>
        <Textarea rows={3} autoComplete="street-address" {...form.register("billingAddress")} />
      </FormField>
      <FormField label={BILLING_LABELS.taxId} error={errors.taxId?.message}>
        <Input {...form.register("taxId")} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" variant="accent" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="mr-2 h-4 w-4" />}
          Save
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
