// Shown instead of the admin console while this server requires two-factor sign-in
// (ADMIN_REQUIRE_2FA) and the signed-in admin has not set it up.
import { useQueryClient } from "@tanstack/react-query";
import { TWO_FACTOR_MESSAGES } from "@shared/contracts/auth-two-factor";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useAdminLogout } from "../api/admin-logout";
import { authKeys } from "../api/keys";
import { TwoFactorSetup } from "./two-factor-setup";

export function TwoFactorRequired() {
  const queryClient = useQueryClient();
  const logout = useAdminLogout();
  return (
    <div className="container flex justify-center py-12 sm:py-20">
      <Card className="w-full max-w-xl">
        <CardHeader>
          <h1 className="text-2xl font-bold">Set up two-factor sign-in</h1>
          <CardDescription>{TWO_FACTOR_MESSAGES.enrolmentRequired}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <TwoFactorSetup onDone={() => void queryClient.invalidateQueries({ queryKey: authKeys.adminCheck })} />
          <Button type="button" variant="outline" disabled={logout.isPending} onClick={() => logout.mutate()}>
            Logout
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
