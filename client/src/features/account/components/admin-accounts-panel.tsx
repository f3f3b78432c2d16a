// The admin console's Accounts tab: find a person, take the copy of their data, or erase them.
import { useId, useState, type FormEvent } from "react";
import type { AdminUserSummary } from "@shared/contracts/account";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useAdminEraseUser } from "../api/admin-erase-user";
import { useAdminExportUser } from "../api/admin-export-user";
import { useSearchAccounts } from "../api/search-accounts";

export function AdminAccountsPanel() {
  const inputId = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [toErase, setToErase] = useState<AdminUserSummary | null>(null);
  const results = useSearchAccounts(query);
  const exportUser = useAdminExportUser();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  const onExport = (user: AdminUserSummary) =>
    exportUser.mutate(user.id, {
      onError: (err) => toast({ title: "Download failed", description: errorMessage(err, "The data could not be downloaded."), variant: "destructive" }),
    });

  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${inputId}-title`}>
      <div>
        <h2 id={`${inputId}-title`} className="text-xl font-semibold">
          Accounts
        </h2>
        <p className="text-sm text-muted-foreground">Find a person to download everything held about them, or to erase their account when they ask.</p>
      </div>
      <form onSubmit={onSearch} role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={inputId}>Name, username, e-mail or id</Label>
          <Input id={inputId} value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" spellCheck={false} />
        </div>
        <Button type="submit" disabled={!text.trim()}>
          Find
        </Button>
      </form>

      <div aria-live="polite" aria-busy={results.isFetching || undefined}>
        {!query ? null : results.isPending ? (
          <Skeleton className="h-24" aria-label="Looking up accounts" />
        ) : results.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(results.error, "The accounts could not be looked up.")}
          </p>
        ) : results.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No account matches &lsquo;{query}&rsquo;.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
            {results.data.map((user) => {
              const name = `${user.firstName} ${user.lastName}`;
              return (
                <li key={user.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {name} <span className="text-sm font-normal text-muted-foreground">#{user.id}</span>
                    </p>
                    <p className="break-all text-sm text-muted-foreground">
                      {user.email}
                      {user.username ? ` · ${user.username}` : ""} · {user.isAdmin ? "admin" : user.userType}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => onExport(user)} disabled={exportUser.isPending} aria-label={`Download the data of ${name}`}>
                      Download data
                    </Button>
                    <Button size="sm" variant="destructive" onClick={() => setToErase(user)} aria-label={`Delete the account of ${name}`}>
                      Delete account
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <EraseDialog user={toErase} onClose={() => setToErase(null)} />
    </section>
  );
}

function EraseDialog({ user, onClose }: { user: AdminUserSummary | null; onClose: () => void }) {
  const erase = useAdminEraseUser();
  const name = user ? `${user.firstName} ${user.lastName}` : "";
  const onConfirm = () => {
    if (!user) return;
    erase.mutate(user.id, {
      onSuccess: () => {
        toast({ title: "Account deleted", description: `${name}'s account and personal data have been erased.` });
        onClose();
      },
      onError: (err) => toast({ title: "Account not deleted", description: errorMessage(err, "The account could not be deleted."), variant: "destructive" }),
    });
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !erase.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {name}&rsquo;s account?</DialogTitle>
          <DialogDescription>
            Their profile, CV, availability, notifications and sign-ins are erased at once and they are signed out everywhere. Bookings and teams stay for the other party,
            showing them as &lsquo;Deleted user&rsquo;. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={erase.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={onConfirm} disabled={erase.isPending}>
            {erase.isPending && <Spinner />}
            {erase.isPending ? "Deleting..." : "Delete account"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
