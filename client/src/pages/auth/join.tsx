// Route /join#token=...: the page a company's invitation mail opens. The invitee sets their name and
// password, joins the company, and is signed in.
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { useLogin } from "@/features/auth/api/login";
import { takeLinkToken } from "@/features/auth/lib/link-token";
import { JoinForm } from "@/features/companies/components/join-form";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AccountPageFrame } from "./account-page-frame";

export default function JoinPage() {
  useDocumentTitle("Join your company");
  const [token] = useState(takeLinkToken);
  const login = useLogin();
  const [, navigate] = useLocation();
  return (
    <AccountPageFrame title="Join your company" description="Choose your name and a password. Your e-mail address is the one the invitation was sent to.">
      <JoinForm
        token={token}
        onJoined={async ({ email, password }) => {
          await login.mutateAsync({ identifier: email, password });
          navigate(paths.clientDashboard);
        }}
        fallback={
          <Link href={paths.login} className={buttonVariants({ variant: "outline" })}>
            Go to sign in
          </Link>
        }
      />
    </AccountPageFrame>
  );
}
