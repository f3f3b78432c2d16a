// 'Delete my account': a confirmation dialog that asks for the password before anything is erased.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ACCOUNT_MESSAGES, deleteAccountSchema, type DeleteAccountInput } from "@shared/contracts/account";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/icons";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, fieldErrors } from "@/lib/api-client";
import { useDeleteMyAccount } from "../api/delete-my-account";

export interface DeleteAccountDialogProps {
  /** Called once the account is gone: the page signs out and leaves the dashboard. */
  onDeleted: () => void;
}

export function DeleteAccountDialog({ onDeleted }: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const erase = useDeleteMyAccount();
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await erase.mutateAsync(values);
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.password) form.setError("password", { message: fields.password }, { shouldFocus: true });
      else toast({ title: "Account not deleted", description: errorMessage(err, "Your account could not be deleted. Please try again."), variant: "destructive" });
      return;
    }
    setOpen(false);
    toast({ title: "Account deleted", description: ACCOUNT_MESSAGES.erased });
    onDeleted();
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete my account</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Your profile, CV, availability, notifications and sign-ins are erased at once and cannot be brought back. Bookings stay with the other party, showing you as
            &lsquo;Deleted user&rsquo;. Download your data first if you want a copy.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField label="Password" error={errors.password?.message} hint="Enter your password to confirm." required>
            <PasswordInput autoComplete="current-password" {...form.register("password")} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting && <Spinner />}
              {isSubmitting ? "Deleting..." : "Delete my account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
