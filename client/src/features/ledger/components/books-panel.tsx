// The console's Books tab: the trial balance (its accounts add up to zero), what each company owes
// and the credit it holds, and per month the cash in, the cash paid out and the fees earned.
import { useId } from "react";
import { monthLabel } from "@shared/calendar";
import type { LedgerFigures, TrialBalance } from "@shared/contracts/ledger";
import { LEDGER_ACCOUNT_LABELS } from "@shared/ledger";
import { formatCents } from "@shared/money";
import { DataTable, type Column } from "@/components/admin/data-table";
import { EmptyState, ListSkeleton, LoadError } from "@/components/admin/list-parts";
import { Badge } from "@/components/ui/badge";
import { useLedgerFigures } from "../api/get-ledger-figures";
import { useTrialBalance } from "../api/get-trial-balance";

export function BooksPanel() {
  return (
    <div className="space-y-10">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">Books</h2>
        <p className="text-sm text-muted-foreground">The double-entry ledger every invoice, credit note, payment and payout posts to.</p>
      </div>
      <TrialBalanceSection />
      <FiguresSection />
    </div>
  );
}

type AccountRow = TrialBalance["accounts"][number];

function TrialBalanceSection() {
  const id = useId();
  const trial = useTrialBalance();
  const columns: Column<AccountRow>[] = [
    { key: "account", label: "Account", cell: (a) => LEDGER_ACCOUNT_LABELS[a.account] },
    { key: "debit", label: "Debits", cell: (a) => formatCents(a.debitCents), className: "md:text-right" },
    { key: "credit", label: "Credits", cell: (a) => formatCents(a.creditCents), className: "md:text-right" },
    { key: "balance", label: "Balance", cell: (a) => formatCents(a.balanceCents), className: "md:text-right" },
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Trial balance
      </h3>
      {trial.isPending ? (
        <ListSkeleton label="Loading the trial balance..." rows={5} />
      ) : trial.isError ? (
        <LoadError what="the trial balance" onRetry={() => void trial.refetch()} />
      ) : (
        <>
          <DataTable caption="Trial balance: each account's debits, credits and balance" columns={columns} rows={trial.data.accounts} rowKey={(a) => a.account} />
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              Debits {formatCents(trial.data.debitCents)}, credits {formatCents(trial.data.creditCents)}.
            </span>
            {trial.data.balanceCents === 0 ? <Badge variant="success">Balanced</Badge> : <Badge variant="destructive">Out by {formatCents(trial.data.balanceCents)}</Badge>}
          </p>
        </>
      )}
    </section>
  );
}

function FiguresSection() {
  const id = useId();
  const figures = useLedgerFigures();
  const companyColumns: Column<LedgerFigures["companies"][number]>[] = [
    { key: "company", label: "Company", cell: (c) => c.companyName },
    { key: "owes", label: "Owes", cell: (c) => formatCents(c.receivablesCents), className: "md:text-right" },
    { key: "credit", label: "Credit held", cell: (c) => formatCents(c.creditCents), className: "md:text-right" },
  ];
  const monthColumns: Column<LedgerFigures["months"][number]>[] = [
    { key: "month", label: "Month", cell: (m) => monthLabel(m.month) },
    { key: "in", label: "Cash in", cell: (m) => formatCents(m.cashInCents), className: "md:text-right" },
    { key: "out", label: "Paid out", cell: (m) => formatCents(m.paidOutCents), className: "md:text-right" },
    { key: "fees", label: "Fees earned", cell: (m) => formatCents(m.feesCents), className: "md:text-right" },
  ];
  const ageColumns: Column<LedgerFigures["receivablesByAge"][number]>[] = [
    { key: "company", label: "Company", cell: (c) => c.companyName },
    { key: "current", label: "Not yet due", cell: (c) => formatCents(c.currentCents), className: "md:text-right" },
    { key: "1-30", label: "1–30 days", cell: (c) => formatCents(c.days1to30Cents), className: "md:text-right" },
    { key: "31-60", label: "31–60 days", cell: (c) => formatCents(c.days31to60Cents), className: "md:text-right" },
    { key: "60+", label: "Over 60 days", cell: (c) => formatCents(c.over60Cents), className: "md:text-right" },
    { key: "total", label: "Owed", cell: (c) => formatCents(c.totalCents), className: "md:text-right" },
  ];
  if (figures.isPending) return <ListSkeleton label="Loading the figures..." />;
  if (figures.isError) return <LoadError what="the figures" onRetry={() => void figures.refetch()} />;
  return (
    <div className="space-y-10">
    <section aria-labelledby={`${id}-age`} className="space-y-3">
      <h3 id={`${id}-age`} className="text-lg font-semibold">
        Receivables by age
      </h3>
      {figures.data.receivablesByAge.length === 0 ? (
        <EmptyState>No open invoice is owed.</EmptyState>
      ) : (
        <DataTable caption="What each company owes on open invoices, by days past their due date" columns={ageColumns} rows={figures.data.receivablesByAge} rowKey={(c) => c.companyId} />
      )}
    </section>
    <div className="grid gap-8 xl:grid-cols-2">
      <section aria-labelledby={`${id}-companies`} className="space-y-3">
        <h3 id={`${id}-companies`} className="text-lg font-semibold">
          Companies
        </h3>
        {figures.data.companies.length === 0 ? (
          <EmptyState>No company owes anything or holds a credit.</EmptyState>
        ) : (
          <DataTable caption="What each company owes and the credit it holds" columns={companyColumns} rows={figures.data.companies} rowKey={(c) => c.companyId} />
        )}
      </section>
      <section aria-labelledby={`${id}-months`} className="space-y-3">
        <h3 id={`${id}-months`} className="text-lg font-semibold">
          By month
        </h3>
        {figures.data.months.length === 0 ? (
          <EmptyState>Nothing in the books in the last twelve months.</EmptyState>
        ) : (
          <DataTable caption="Cash in, paid out and fees earned per month" columns={monthColumns} rows={figures.data.months} rowKey={(m) => m.month} />
        )}
      </section>
    </div>
    </div>
  );
}
