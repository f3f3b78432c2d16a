import { clearSession } from "./auth-storage";

/**
 * After the signed-in account was erased: the stored sign-in goes, and a full load of the home
 * page drops every cached result that belonged to it.
 */
export function leaveErasedAccount(): void {
  clearSession();
  window.location.assign("/");
}
