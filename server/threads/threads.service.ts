// Conversations (PRODUCT.md "Conversations"; docs/decisions/061-*): one thread per subject between its
// parties. Who the parties are is the subject's domain to say (a requisition's company; an
// engagement's company and expert), and the admins are parties of every thread; a caller who is none of them
// is told the thread does not exist. Each message reaches every other party as a notification, so
// it is live on their open pages and counted in their bell; one still unread after 15 minutes is
// e-mailed, once.
import { PERSON_LIMITS, type ThreadKind } from "@shared/constants";
import type { Pagination } from "@shared/contracts/common";
import { THREAD_MAIL_AFTER_MINUTES, THREAD_MESSAGES, type ThreadMessage, type ThreadParams } from "@shared/contracts/threads";
import type { ThreadMessageRow, UserRow } from "@shared/schema";
import { personKeys, withinPersonLimit } from "../auth/throttle";
import type { Db } from "../db/client";
import { assertMemberMay } from "../companies/company-rows.service";
import { notFound } from "../lib/http-error";
import { act } from "../flows/act";
import { activeAdminIds, markNotificationsRead } from "../notifications/notifications.service";
import { requisitionParties } from "../requisitions/requisitions.service";
import { engagementParties } from "../engagements/engagements.service";
import * as repo from "./threads.repo";

/** How much of a message its notice (and so its e-mail) quotes. */
const EXCERPT_CHARS = 500;

interface Parties {
  /** Everyone who reads the thread; they write in it too, but for a company's members whose role may not. */
  readers: number[];
  /** The company whose members are parties. */
  companyId: number;
  memberIds: number[];
  /** What the notices say the thread is about, and where each reader answers it. */
  about: string;
  linkFor: (userId: number) => string;
}

/** The thread's parties, when `user` is one of them (admins always are); 404 otherwise. */
async function partiesOf(db: Db, user: UserRow, kind: ThreadKind, subjectId: number): Promise<Parties> {
  if (kind === "requisition") {
    const p = await requisitionParties(db, user, subjectId);
    return {
      readers: [...new Set([...p.memberIds, ...(await activeAdminIds(db))])],
      companyId: p.companyId,
      memberIds: p.memberIds,
      about: `"${p.title}"`,
      linkFor: (userId) => (p.memberIds.includes(userId) ? p.link.client : p.link.admin),
    };
  }
  if (kind === "engagement") {
    const p = await engagementParties(db, user, subjectId);
    return { readers: [...new Set([...p.memberIds, p.expertId, ...(await activeAdminIds(db))])], companyId: p.companyId, memberIds: p.memberIds, about: p.about, linkFor: p.linkFor };
  }
  throw notFound(THREAD_MESSAGES.notFound);
}

function toMessage(
  kind: ThreadKind,
  subjectId: number,
  reader: UserRow,
  row: { message: ThreadMessageRow; authorName: string | null; authorIsAdmin: boolean | null; authorType: string | null; unread: boolean },
): ThreadMessage {
  const mine = row.message.authorId === reader.id;
  return {
    id: row.message.id,
    kind,
    subjectId,
    authorRole: row.authorIsAdmin ? "admin" : row.authorType === "expert" ? "expert" : "client",
    authorName: row.authorName ?? "Deleted user",
    mine,
    body: row.message.body,
    createdAt: row.message.createdAt.toISOString(),
    unread: !mine && Boolean(row.unread),
  };
}

/** A page of the thread, oldest first, with the total in the thread. */
export async function listMessages(db: Db, user: UserRow, { kind, id }: ThreadParams, page: Pagination) {
  await partiesOf(db, user, kind, id);
  const thread = await repo.findThread(db, kind, id);
  if (!thread) return { items: [] as ThreadMessage[], total: 0 };
  const { rows, total } = await repo.listMessages(db, thread.id, user.id, page);
  return { items: rows.reverse().map((r) => toMessage(kind, id, user, r)), total };
}

/** A new message, told to every other party in the same transaction. */
export async function postMessage(db: Db, user: UserRow, { kind, id }: ThreadParams, body: string): Promise<ThreadMessage> {
  const parties = await partiesOf(db, user, kind, id);
  // The company's members write by role (a viewer reads only); its expert and the admins write as parties.
  if (parties.memberIds.includes(user.id)) await assertMemberMay(db, user.id, parties.companyId, "threads.write");
  const author = `${user.firstName} ${user.lastName}`.trim();
  const excerpt = body.length > EXCERPT_CHARS ? `${body.slice(0, EXCERPT_CHARS)}…` : body;
  const mailIfUnreadAt = new Date(Date.now() + THREAD_MAIL_AFTER_MINUTES * 60_000);
  // Counted before it is written, so a burst sent at once cannot pass the limit.
  const key = personKeys.threadMessages(user.id, kind, id);
  const message = await withinPersonLimit(db, key, PERSON_LIMITS.threadMessages, () =>
    db.transaction(async (tx) => {
      const thread = await repo.ensureThread(tx, kind, id);
      const row = await repo.insertMessage(tx, thread.id, user.id, body);
      const readers = parties.readers.filter((r) => r !== user.id);
      const notices = await act(tx, "thread.message", {
        notices: readers.map((userId) => ({ userId, title: `New message about ${parties.about}`, body: `${author}: ${excerpt}`, link: parties.linkFor(userId), mailIfUnreadAt })),
      });
      await repo.insertNotices(
        tx,
        notices.map((n) => ({ notificationId: n.id, threadId: thread.id, messageId: row.id, userId: n.userId })),
      );
      return row;
    }),
  );
  return toMessage(kind, id, user, { message, authorName: author, authorIsAdmin: user.isAdmin, authorType: user.userType, unread: false });
}

/** The reader has seen the thread: their notices of its messages are read (no e-mail follows them). */
export async function markThreadRead(db: Db, user: UserRow, { kind, id }: ThreadParams) {
  await partiesOf(db, user, kind, id);
  const thread = await repo.findThread(db, kind, id);
  if (!thread) return { updated: 0 };
  return { updated: await markNotificationsRead(db, user.id, await repo.unreadNoticeIds(db, thread.id, user.id)) };
}
