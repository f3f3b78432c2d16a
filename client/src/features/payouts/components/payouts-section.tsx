// The expert hub's Payouts: the next payout day and what the hours approved so far will bring, the
// bank account the pay goes to (masked; changed with the password, holding payouts for 72 hours),
// and each payout with its status and statement.
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { formatDay, monthLabel } from "@shared/calendar";
import { BANK_ACCOUNT_TYPE_LABELS, BANK_ACCOUNT_TYPES, bankAccountSchema, type BankAccount, type BankAccountInput } from "@shared/contracts/payouts";
import { formatCents, formatHours, formatZarCents } from "@shared/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { downloadPayoutStatement } from "../api/download-payout-statement";
import { useBankAccount } from "../api/get-bank-account";
import { usePayoutOutlook } from "../api/get-payout-outlook";
import { usePayouts } from "../api/get-payouts";
import { useSaveBankAccount } from "../api/save-bank-account";
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUS_VARIANTS } from "./payout-words";

export function PayoutsSection() {
  return (
    <Card id="payouts">
      <div className="p-6 pb-2">
        <CardTitle as="h2">Payouts</CardTitle>
        <CardDescription>You are paid on the 5th of each month for the hours approved the month before, whether or not the client has paid yet.</CardDescription>
      </div>
      <CardContent className="flex flex-col gap-6">
        <NextPayout />
        <BankAccountPart />
        <PayoutList />
      </CardContent>
    </Card>
  );
}

function NextPayout() {
  const outlook = usePayoutOutlook();
  if (outlook.isPending) return <Skeleton className="h-16" aria-label="Loading your next payout" />;
  if (outlook.isError) return <p className="text-sm text-destructive">{errorMessage(outlook.error, "Could not load your next payout.")}</p>;
  const o = outlook.data;
  return (
    <section aria-label="Next payout" className="rounded-lg border border-border p-4">
      <p className="text-sm text-muted-foreground">Next payout: {formatDay(o.nextPayoutDate)}</p>
      <p className="mt-1 text-2xl font-semibold">
        {formatCents(o.usdCents)}
        {o.zarCents !== null && <span className="ml-2 text-base font-normal text-muted-foreground">about {formatZarCents(o.zarCents)}</span>}
      </p>
      <p className="text-sm text-muted-foreground">
        For {formatHours(o.minutes)} approved hours not yet paid{o.usdZarRate ? `, in rand at the last run's rate of ${o.usdZarRate}` : ""}.
      </p>
      {o.holdMessage && (
        <p role="status" className="mt-2 text-sm text-warning-foreground">
          {o.holdMessage}
        </p>
      )}
    </section>
  );
}

function BankAccountPart() {
  const account = useBankAccount();
  const [editing, setEditing] = useState(false);
  if (account.isPending) return <Skeleton className="h-20" aria-label="Loading your bank account" />;
  if (account.isError) return <p className="text-sm text-destructive">{errorMessage(account.error, "Could not load your bank account.")}</p>;
  const saved = account.data;
  return (
    <section aria-label="Bank account for payouts" className="flex flex-col gap-2">
      <h3 className="font-semibold">Bank account for payouts</h3>
      {saved && !editing && <AccountSummary account={saved} />}
      {!saved && !editing && <p className="text-sm text-muted-foreground">No bank account yet: your payouts wait until you add one.</p>}
      {editing ? (
        <BankAccountForm account={saved} onDone={() => setEditing(false)} />
      ) : (
        <div>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {saved ? "Change bank account" : "Add bank account"}
          </Button>
        </div>
      )}
    </section>
  );
}

function AccountSummary({ account }: { account: BankAccount }) {
  return (
    <div className="text-sm">
      <p>
        {account.bankName} · {BANK_ACCOUNT_TYPE_LABELS[account.accountType]} · <span aria-label={`account ending in ${account.accountNumberMasked.slice(-4)}`}>{account.accountNumberMasked}</span>
      </p>
      <p className="text-muted-foreground">
        {account.accountHolder}, branch {account.branchCode}
      </p>
      {account.holdUntil && <p className="text-muted-foreground">Changed recently: payouts wait until {formatDay(account.holdUntil)}.</p>}
    </div>
  );
}

const FIELDS = ["accountHolder", "bankName", "branchCode", "accountNumber", "accountType", "currentPassword"] as const;

function BankAccountForm({ account, onDone }: { account: BankAccount | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveBankAccount();
  const form = useForm({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: { accountHolder: account?.accountHolder ?? "", bankName: account?.bankName ?? "", branchCode: account?.branchCode ?? "", accountNumber: "", accountType: account?.accountType ?? "cheque", currentPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values: BankAccountInput) => {
    try {
      await save.mutateAsync(values);
      toast({ title: "Bank account saved", description: "We have e-mailed you about the change. Payouts wait 72 hours after a change." });
      onDone();
    } catch (err) {
      const fields = fieldErrors(err);
      const named = FIELDS.filter((f) => fields[f]);
      for (const f of named) form.setError(f, { message: fields[f] });
      if (named.length === 0) toast({ variant: "destructive", title: "Could not save the bank account", description: errorMessage(err, "Please try again.") });
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <h4 id={`${id}-title`} className="font-medium">
        {account ? "Change bank account" : "Add bank account"}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Account holder" error={errors.accountHolder?.message} required>
          <Input autoComplete="name" {...form.register("accountHolder")} />
        </FormField>
        <FormField label="Bank" error={errors.bankName?.message} required>
          <Input {...form.register("bankName")} />
        </FormField>
        <FormField label="Branch code" error={errors.branchCode?.message} required>
          <Input inputMode="numeric" {...form.register("branchCode")} />
        </FormField>
        <FormField label="Account number" error={errors.accountNumber?.message} required>
          <Input inputMode="numeric" autoComplete="off" {...form.register("accountNumber")} />
        </FormField>
        <FormField label="Account type" error={errors.accountType?.message}>
          <Select options={BANK_ACCOUNT_TYPES.map((t) => ({ value: t, label: BANK_ACCOUNT_TYPE_LABELS[t] }))} {...form.register("accountType")} />
        </FormField>
        <FormField label="Current password" error={errors.currentPassword?.message} required>
          <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
        </FormField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="accent" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          Save bank account
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const PAGE = 12;

function PayoutList() {
  const payouts = usePayouts({ limit: PAGE, offset: 0 });
  if (payouts.isPending) return <Skeleton className="h-24" aria-label="Loading your payouts" />;
  if (payouts.isError) return <p className="text-sm text-destructive">{errorMessage(payouts.error, "Could not load your payouts.")}</p>;
  const items = payouts.data.items;
  return (
    <section aria-label="Your payouts" className="flex flex-col gap-2">
      <h3 className="font-semibold">Your payouts</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payouts yet: your first comes on the 5th after a month with approved hours.</p>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <p className="font-medium">
                  {monthLabel(p.month)} · {formatCents(p.usdCents)} · {formatZarCents(p.zarCents)}
                </p>
                <p className="text-muted-foreground">
                  {formatHours(p.minutes)} h, at {p.usdZarRate} rand to the dollar, {p.paidAt ? `paid ${formatDay(p.paidAt)}` : `payout date ${formatDay(p.payoutDate)}`}
                </p>
                {p.holdMessage && <p className="text-warning-foreground">{p.holdMessage}</p>}
              </div>
              <div className="flex items-center gap-2">
                <Badge variant={PAYOUT_STATUS_VARIANTS[p.status]}>{PAYOUT_STATUS_LABELS[p.status]}</Badge>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Statement for ${monthLabel(p.month)}`}
                  onClick={() => void downloadPayoutStatement(p.id, p.month).catch((err) => toast({ variant: "destructive", title: "Could not download the statement", description: errorMessage(err, "Please try again.") }))}
                >
                  Statement
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
