// Route /reset-password#token=...: the page the reset link opens, to set a new password.
import { useState } from "react";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { takeLinkToken } from "@/features/auth/lib/link-token";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AccountPageFrame } from "./account-page-frame";

export default function ResetPasswordPage() {
  useDocumentTitle("Set a new password");
  const [token] = useState(takeLinkToken);
  return (
    <AccountPageFrame title="Set a new password" description="Choose a new password for your account. Every device signed in to it will be signed out.">
      <ResetPasswordForm token={token} />
    </AccountPageFrame>
  );
}
