// Checks the stored session with the server once per session while signed in (GET /api/auth/me):
// a 401 signs the browser out. Loaded only for signed-in visitors, with React Query.
import { withQueryProvider } from "@/app/query-provider";
import { useCurrentUserCheck } from "../api/get-current-user";

function SessionCheck() {
  useCurrentUserCheck(true);
  return null;
}

export default withQueryProvider(SessionCheck);
