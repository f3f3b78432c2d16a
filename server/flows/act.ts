// The one way an act that is no move of a flow records its consequences (shared/acts.ts declares,
// for each act, its audit action, its notice and to whom, and its mail): the domain does the act in
// its transaction and names it here with the facts only it knows (the target, the details, the
// notices' words and who they reach, the mail's address); what the act declares is written through
// the same writer as the moves' (consequences.ts), in the caller's transaction.
import { ACTS, type ActDeclaration, type ActName } from "@shared/acts";
import type { Db } from "../db/client";
import { ADMINS, writeConsequences, type AuditDetails, type AuditEntry, type CodesOnly, type Notice, type OutboxMail } from "./consequences";

export { auditCode, codeOrNull, type AuditCode, type AuditDetails, type AuditEntry, type CodesOnly, type Notice } from "./consequences";

/** A notice's words (its kind comes from the act), to one person. */
export type NoticeWords = Omit<Notice, "kind" | "userId"> & { userId: number };
type Declared<N extends ActName> = (typeof ACTS)[N];
type MailFacts<K> = K extends "discovery-call" | "company-invitation" ? Omit<Extract<OutboxMail, { kind: K }>, "kind"> : Omit<Extract<OutboxMail, { userId: number }>, "kind">;
type MailOf<N extends ActName> = Declared<N> extends { mail: infer K } ? MailFacts<K> : never;

/** What the domain knows of one act: whatever the act declares needs it. */
export interface ActFacts<N extends ActName, C extends AuditDetails> {
  /** The audit entry's actor: by default the request's signed-in user; null for the server's own rule. */
  actor?: AuditEntry["actor"];
  actorName?: string;
  target?: AuditEntry["target"];
  /** Ids, numbers, booleans and codes only: refused at compile time and when written otherwise. */
  changes?: C & CodesOnly<C>;
  /** The notices' words, each to the person it names (an act declared to reach `named` people). */
  notices?: NoticeWords[];
  /** The one notice's words every active admin receives (an act declared to reach `admins`). */
  toAdmins?: Omit<NoticeWords, "userId">;
  /** The mail's address and link (an act that declares a mail). */
  mail?: MailOf<N>;
}

/**
 * Records the act's consequences, as declared, in the caller's transaction: its audit entry (when it
 * declares an action), its notices of the declared kind (to the people named, or to every active
 * admin), its mail. Answers each notice written with its reader.
 */
export async function act<N extends ActName, const C extends AuditDetails = Record<never, never>>(tx: Db, name: N, facts: ActFacts<N, C> = {}) {
  const declared: ActDeclaration = ACTS[name];
  const notices: Notice[] = [];
  if (declared.notice) {
    const kind = declared.notice.kind;
    if (declared.notice.to === "admins") {
      if (facts.toAdmins) notices.push({ ...facts.toAdmins, userId: ADMINS, kind });
    } else {
      notices.push(...(facts.notices ?? []).map((words) => ({ ...words, kind })));
    }
  }
  const audits: AuditEntry[] = declared.audit
    ? [
        {
          ...(facts.actor !== undefined ? { actor: facts.actor } : {}),
          ...(facts.actorName !== undefined ? { actorName: facts.actorName } : {}),
          action: declared.audit,
          ...(facts.target ? { target: facts.target } : {}),
          ...(facts.changes ? { changes: facts.changes as AuditDetails } : {}),
        },
      ]
    : [];
  const mails = declared.mail && facts.mail ? [{ ...facts.mail, kind: declared.mail } as OutboxMail] : [];
  return writeConsequences(tx, { notices, audits, mails });
}
