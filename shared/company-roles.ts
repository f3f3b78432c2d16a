/**
 * Who in a client's company may do what: the one table of role × action. The server checks every
 * company call against it (403 naming the roles that may), and the screens read it to show only the
 * buttons a member may use. An action is a row; a role is a column. Every row a client makes is the
 * company's (docs/decisions/086), so whoever of its members may take an action takes it on any of the
 * company's rows, whichever member made the row.
 */

export const COMPANY_ROLES = ["owner", "hiring", "finance", "viewer"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: "Owner",
  hiring: "Hiring",
  finance: "Finance",
  viewer: "Viewer",
};

/** What each role is for, in a line, as the invite form and the members list say it. */
export const COMPANY_ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  owner: "Everything, members and billing details included",
  hiring: "Needs, shortlists, interviews, teams and bookings",
  finance: "Billing details, invoices and payments",
  viewer: "Reads everything, changes nothing",
};

interface ActionRule {
  /** The action in words, for the refusal: "invite members". */
  does: string;
  /** The roles that may. */
  roles: readonly CompanyRole[];
}

const EVERY_ROLE = COMPANY_ROLES;
const HIRING = ["owner", "hiring"] as const;

export const COMPANY_ACTIONS = {
  "company.read": { does: "see the company", roles: EVERY_ROLE },
  "company.rename": { does: "change the company's profile", roles: ["owner"] },
  "members.read": { does: "see the members", roles: EVERY_ROLE },
  "members.invite": { does: "invite members", roles: ["owner"] },
  "members.change-role": { does: "change a member's role", roles: ["owner"] },
  "members.remove": { does: "remove members", roles: ["owner"] },
  "invitations.read": { does: "see the pending invitations", roles: ["owner"] },
  "invitations.revoke": { does: "revoke invitations", roles: ["owner"] },
  "billing.read": { does: "see the billing details", roles: ["owner", "finance"] },
  "billing.edit": { does: "change the billing details", roles: ["owner", "finance"] },
  "engagement.accept-terms": { does: "accept an engagement's terms", roles: ["owner", "hiring"] },
  "engagement.answer-week": { does: "approve or dispute a week", roles: ["owner", "hiring"] },
  "engagement.end-trial": { does: "end an engagement in its trial", roles: ["owner", "hiring"] },
  "engagement.set-approver": { does: "choose who approves an engagement's weeks", roles: ["owner", "hiring"] },
  "needs.create": { does: "ask for a shortlist", roles: HIRING },
  "needs.change": { does: "edit or close a need", roles: HIRING },
  "match.run": { does: "search for experts to match a need", roles: HIRING },
  "shortlist.answer": { does: "answer a shortlist's candidates", roles: HIRING },
  "teams.change": { does: "make or change a dream team", roles: HIRING },
  "bookings.create": { does: "pre-book experts", roles: HIRING },
  "interviews.book": { does: "book interviews", roles: HIRING },
  "interviews.change": { does: "move, cancel or record the outcome of an interview", roles: HIRING },
  "threads.write": { does: "write in a conversation", roles: ["owner", "hiring", "finance"] },
  "engagement.po-number": { does: "set an engagement's PO number", roles: ["owner", "finance"] },
} as const satisfies Record<string, ActionRule>;
export type CompanyAction = keyof typeof COMPANY_ACTIONS;

/** The member with `role` may do `action`. */
export function mayDo(role: CompanyRole, action: CompanyAction): boolean {
  return (COMPANY_ACTIONS[action].roles as readonly CompanyRole[]).includes(role);
}

/** The refusal of `action`, naming the roles that may: "Only an owner or finance may change the billing details." */
export function refusalOf(action: CompanyAction): string {
  const roles = COMPANY_ACTIONS[action].roles.map((r) => (r === "owner" ? "an owner" : r === "viewer" ? "a viewer" : r));
  const who = roles.length > 1 ? `${roles.slice(0, -1).join(", ")} or ${roles[roles.length - 1]}` : roles[0];
  return `Only ${who} may ${COMPANY_ACTIONS[action].does}.`;
}

/** The actions `role` may take, for the screens. */
export function actionsOf(role: CompanyRole): CompanyAction[] {
  return (Object.keys(COMPANY_ACTIONS) as CompanyAction[]).filter((a) => mayDo(role, a));
}

/** A company keeps at least one owner. */
export const LAST_OWNER_MESSAGE = "A company keeps at least one owner: make another member an owner first.";

/** Invitations: how long a link works, and how many a company may send in a day. */
export const INVITATION_DAYS = 7;
export const INVITATIONS_PER_DAY = 20;
