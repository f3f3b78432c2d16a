import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { setAdminToken } from "../lib/admin-token";
import type { AdminUser } from "./check-admin-auth";
import { authKeys } from "./keys";

export interface AdminCredentials {
  username: string;
  password: string;
}

/** POST /api/admin/login -> {token, user}. */
export function adminLogin(credentials: AdminCredentials): Promise<{ token: string; user: AdminUser }> {
  return apiRequest("POST", "/api/admin/login", credentials);
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: ({ token, user }) => {
      setAdminToken(token);
      queryClient.setQueryData(authKeys.adminCheck, { user });
    },
  });
}
