import { useMutation, useQueryClient } from "@tanstack/react-query";
import { signInAnswer, type SignedIn } from "@shared/contracts/sign-in";
import { apiAnswer } from "@/lib/api-client";
import { saveSession } from "../lib/auth-storage";
import { authKeys } from "./keys";

export interface LoginCredentials {
  /** A username or an e-mail address. */
  identifier: string;
  password: string;
}

/** An admin with two-factor sign-in gets no session here: their code step is in the admin console. */
export const ADMIN_SIGN_IN_ELSEWHERE = "Admins with two-factor sign-in sign in at /admin/dreamteam.";

/** POST /api/auth/login. An identifier containing "@" is sent as email, anything else as username. */
export async function login({ identifier, password }: LoginCredentials): Promise<SignedIn> {
  const id = identifier.trim();
  const body = id.includes("@") ? { email: id.toLowerCase(), password } : { username: id, password };
  const answer = await apiAnswer(signInAnswer, "POST", "/api/auth/login", body);
  if (!("token" in answer)) throw new Error(ADMIN_SIGN_IN_ELSEWHERE);
  return answer;
}

/** Signs in and stores the user and token; resolves with the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => {
      saveSession(user, token);
      queryClient.setQueryData(authKeys.currentUser, user);
    },
  });
}
