// Route /forgot-password: asks for the address to mail a reset link to.
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AccountPageFrame } from "./account-page-frame";

export default function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  return (
    <AccountPageFrame title="Forgot your password?" description="Enter the e-mail address of your account and we will send you a link to set a new password.">
      <ForgotPasswordForm />
    </AccountPageFrame>
  );
}
