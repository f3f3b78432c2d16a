// The acts' declarations (shared/acts.ts) read as the log and the notices do.
import { describe, expect, it } from "vitest";
import { ACTS } from "./acts";
import { AUDIT_ACTIONS } from "./contracts/audit";
import { NOTIFICATION_KINDS } from "./contracts/notifications";

describe("the acts", () => {
  it("name an act that leaves an audit entry by its action, so an entry leads to its declaration", () => {
    for (const [name, declared] of Object.entries(ACTS)) if ("audit" in declared) expect(declared.audit, name).toBe(name);
  });

  it("declare only actions and notice kinds the contracts list, and every act leaves something", () => {
    for (const [name, declared] of Object.entries(ACTS)) {
      if ("audit" in declared) expect(AUDIT_ACTIONS, name).toContain(declared.audit);
      if ("notice" in declared) expect(NOTIFICATION_KINDS, name).toContain(declared.notice.kind);
      expect("audit" in declared || "notice" in declared || "mail" in declared, name).toBe(true);
    }
  });
});
