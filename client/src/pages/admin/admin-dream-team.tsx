// Route /admin/dreamteam (SPEC.md section 2): the admin login, then the console of experts,
// bookings, teams, discovery calls and candidates.
import { useQueryClient } from "@tanstack/react-query";
import { AdminGate, useAdminSession } from "@/features/auth/components/admin-gate";
import { AdminConsole, AdminHeader, isConsoleOnlyKey } from "@/features/admin-overview";
import { useDocumentTitle } from "@/lib/use-document-title";

function AdminDreamTeamContent() {
  const { user, logout, isLoggingOut } = useAdminSession();
  const queryClient = useQueryClient();
  const onLogout = () =>
    void logout().finally(() => queryClient.removeQueries({ predicate: (query) => isConsoleOnlyKey(query.queryKey) }));
  return (
    <>
      <AdminHeader current="dreamteam" onLogout={onLogout} isLoggingOut={isLoggingOut} userName={user.username ?? user.firstName} />
      <section className="container py-8 sm:py-12">
        <h1 className="text-3xl font-bold sm:text-4xl">Admin Dashboard</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Experts, pre-bookings, dream teams, discovery calls and candidates at a glance.</p>
        <div className="mt-6">
          <AdminConsole />
        </div>
      </section>
    </>
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
