// Checks the stored session with the server once per session while signed in (GET /api/auth/me):
// a 401 signs the browser out. Rendered only for signed-in visitors, inside React Query's provider
// (the site header loads both with it).
import { useCurrentUserCheck } from "../api/get-current-user";

export function SessionCheck() {
  useCurrentUserCheck(true);
  return null;
}
