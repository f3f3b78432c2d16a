// Route /verify-email#token=...: the page the verification link opens.
import { useState } from "react";
import { VerifyEmailResult } from "@/features/auth/components/verify-email-result";
import { takeLinkToken } from "@/features/auth/lib/link-token";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AccountPageFrame } from "./account-page-frame";

export default function VerifyEmailPage() {
  useDocumentTitle("Verify your e-mail address");
  const [token] = useState(takeLinkToken);
  return (
    <AccountPageFrame title="Verify your e-mail address" description="Proving the address is yours lets you pre-book experts, or be activated as one.">
      <VerifyEmailResult token={token} />
    </AccountPageFrame>
  );
}
