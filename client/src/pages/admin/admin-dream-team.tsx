// Route /admin/dreamteam (SPEC.md section 2): admin overview of experts, bookings, teams (placeholder).
import { Button } from "@/components/ui/button";
import { AdminGate, useAdminSession } from "@/features/admin-auth/components/admin-gate";
import { useDocumentTitle } from "@/lib/use-document-title";

function AdminDreamTeamContent() {
  const { logout, isLoggingOut } = useAdminSession();
  return (
    <section className="container py-12 sm:py-16">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold sm:text-4xl">Admin Dashboard</h1>
        <Button variant="outline" onClick={() => void logout()} disabled={isLoggingOut}>
          Logout
        </Button>
      </div>
      <p className="mt-4 max-w-2xl text-muted-foreground">The overview of experts, bookings and teams is coming soon.</p>
    </section>
  );
}

export default function AdminDreamTeamPage() {
  useDocumentTitle("Admin Dashboard");
  return (
    <AdminGate loginTitle="Admin Login">
      <AdminDreamTeamContent />
    </AdminGate>
  );
}
