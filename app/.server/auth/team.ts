import crypto from "node:crypto";
import { and, asc, count, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { accounts, sessions, teamInvitations, twoFactors, users } from "~/.server/db/schema";
import { invitationMail } from "~/.server/mail/messages";
import { enqueueEmail } from "~/.server/outbox/outbox";
import type { AppServices } from "~/.server/services";
import { type AdminRole, adminRoles, roleLabels } from "~/lib/admin-roles";
import type { Notice } from "~/lib/notice";

/**
 * The admin team (Usuários, docs/decisions/049): who is on it, invitations by e-mail, role
 * changes, disabling, removal and two-factor resets. The route checks that an Administrador
 * asks; these functions keep the team able to run itself: the last active Administrador can be
 * neither removed, disabled nor given another role.
 */

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type TeamMember = {
  id: string;
  name: string;
  email: string;
  role: AdminRole;
  twoFactorEnabled: boolean;
  disabled: boolean;
  lastSignInAt: Date | null;
};

export type PendingInvitation = {
  id: string;
  email: string;
  role: AdminRole;
  sentAt: Date;
  expiresAt: Date;
  expired: boolean;
};

export type TeamOutcome = { ok: true; notice: Notice } | { ok: false; status: number; notice: Notice };

const refused = (status: number, description: string): TeamOutcome => ({
  ok: false,
  status,
  notice: { title: "Não foi possível concluir", description, variant: "error" },
});

const lastAdminRefusal = refused(
  409,
  "É preciso manter pelo menos um Administrador ativo: dê o perfil de Administrador a outra pessoa antes.",
);

export async function readTeam(
  db: Database,
  now = new Date(),
): Promise<{ members: TeamMember[]; invitations: PendingInvitation[] }> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      banned: users.banned,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .where(inArray(users.role, [...adminRoles]))
    .orderBy(asc(users.name), asc(users.email));
  const invitations = await db
    .select()
    .from(teamInvitations)
    .where(isNull(teamInvitations.acceptedAt))
    .orderBy(asc(teamInvitations.createdAt));
  return {
    members: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role as AdminRole,
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      disabled: Boolean(row.banned),
      lastSignInAt: row.lastSignInAt,
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role as AdminRole,
      sentAt: row.sentAt,
      expiresAt: row.expiresAt,
      expired: row.expiresAt <= now,
    })),
  };
}

function newToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/auth/convite?token=${encodeURIComponent(token)}`;
}

async function inviterName(db: Database, inviterId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, inviterId));
  return row?.name.trim() || "Um Administrador";
}

type TeamServices = Pick<AppServices, "db" | "config" | "logger" | "outboxWorker">;

/**
 * Invites `email` with `role`: a link valid for 7 days, mailed through the outbox. An address
 * that already has an account is refused (the screen says so); an open invitation to the same
 * address is replaced by this one.
 */
export async function inviteMember(
  { db, config, logger, outboxWorker }: TeamServices,
  input: { email: string; role: AdminRole },
  inviterId: string,
  now = new Date(),
): Promise<TeamOutcome> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    return refused(409, "Este e-mail já tem uma conta no site. Convide outro endereço.");
  }
  const { token, tokenHash } = newToken();
  const by = await inviterName(db, inviterId);
  await db.transaction(async (tx) => {
    await tx
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.email, email), isNull(teamInvitations.acceptedAt)));
    await tx.insert(teamInvitations).values({
      email,
      role: input.role,
      tokenHash,
      invitedBy: inviterId,
      sentAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
    });
    await enqueueEmail(tx, {
      ...invitationMail(
        { email, roleLabel: roleLabels[input.role], invitedBy: by },
        invitationLink(config.PUBLIC_URL, token),
      ),
      eventType: "team.invitation",
    });
  });
  outboxWorker.wake();
  logger.info({ inviterId, role: input.role }, "team: invitation sent");
  return {
    ok: true,
    notice: {
      title: "Convite enviado",
      description: `${email} recebeu o convite (${roleLabels[input.role]}). O link vale por 7 dias.`,
      variant: "success",
    },
  };
}

/** Sends an open invitation again: a new link, valid 7 days from now (the old one stops working). */
export async function resendInvitation(
  services: TeamServices,
  invitationId: string,
  inviterId: string,
  now = new Date(),
): Promise<TeamOutcome> {
  const [invitation] = await services.db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), isNull(teamInvitations.acceptedAt)));
  if (!invitation) return refused(404, "Este convite não existe mais.");
  return inviteMember(
    services,
    { email: invitation.email, role: invitation.role as AdminRole },
    inviterId,
    now,
  );
}

export async function cancelInvitation(db: Database, invitationId: string): Promise<TeamOutcome> {
  const removed = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), isNull(teamInvitations.acceptedAt)))
    .returning({ email: teamInvitations.email });
  if (removed.length === 0) return refused(404, "Este convite não existe mais.");
  return {
    ok: true,
    notice: {
      title: "Convite cancelado",
      description: `O link enviado a ${removed[0].email} não funciona mais.`,
      variant: "success",
    },
  };
}

/** The open invitation a link's token names, if it still works. */
export async function readOpenInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ id: string; email: string; role: AdminRole } | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: teamInvitations.id, email: teamInvitations.email, role: teamInvitations.role })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.tokenHash, hashToken(token)),
        isNull(teamInvitations.acceptedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    );
  return row ? { ...row, role: row.role as AdminRole } : null;
}

/** Marks the invitation used; false when another request used it first. */
export async function markInvitationAccepted(db: Database, invitationId: string): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(teamInvitations.id, invitationId), isNull(teamInvitations.acceptedAt)))
    .returning({ id: teamInvitations.id });
  return rows.length === 1;
}

/** Undoes markInvitationAccepted when the account could not be made, so the link still works. */
export async function reopenInvitation(db: Database, invitationId: string): Promise<void> {
  await db.update(teamInvitations).set({ acceptedAt: null }).where(eq(teamInvitations.id, invitationId));
}

/** Who a team action is about, for its audit entry: the person, or the invitation's address. */
export async function teamTargetLabel(
  db: Database,
  id: string,
): Promise<{ label: string; role: string | null }> {
  const [person] = await db
    .select({ name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  if (person) return { label: `${person.name.trim() || person.email} (${person.email})`, role: person.role };
  const [invitation] = await db
    .select({ email: teamInvitations.email, role: teamInvitations.role })
    .from(teamInvitations)
    .where(eq(teamInvitations.id, id));
  return { label: invitation?.email ?? id, role: invitation?.role ?? null };
}

async function readMember(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, banned: users.banned })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, [...adminRoles])));
  return row ?? null;
}

/** Whether someone other than `userId` is an active Administrador. */
async function anotherActiveAdmin(db: Database, userId: string): Promise<boolean> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), ne(users.id, userId), eq(users.banned, false)));
  return n > 0;
}

const memberGone = refused(404, "Esta pessoa não faz mais parte da equipe.");

export async function changeRole(db: Database, userId: string, role: AdminRole): Promise<TeamOutcome> {
  const member = await readMember(db, userId);
  if (!member) return memberGone;
  if (
    member.role === "admin" &&
    role !== "admin" &&
    !member.banned &&
    !(await anotherActiveAdmin(db, userId))
  ) {
    return lastAdminRefusal;
  }
  await db.update(users).set({ role }).where(eq(users.id, userId));
  return {
    ok: true,
    notice: {
      title: "Perfil alterado",
      description: `${member.name} agora é ${roleLabels[role]}.`,
      variant: "success",
    },
  };
}

/** Disables a member: they cannot sign in, and their open sessions end now. */
export async function disableMember(db: Database, userId: string): Promise<TeamOutcome> {
  const member = await readMember(db, userId);
  if (!member) return memberGone;
  if (member.role === "admin" && !(await anotherActiveAdmin(db, userId))) return lastAdminRefusal;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ banned: true, banReason: "disabled" }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  return {
    ok: true,
    notice: {
      title: "Acesso desativado",
      description: `${member.name} não consegue mais entrar, e as sessões abertas foram encerradas.`,
      variant: "success",
    },
  };
}

export async function enableMember(db: Database, userId: string): Promise<TeamOutcome> {
  const member = await readMember(db, userId);
  if (!member) return memberGone;
  await db.update(users).set({ banned: false, banReason: null }).where(eq(users.id, userId));
  return {
    ok: true,
    notice: {
      title: "Acesso reativado",
      description: `${member.name} pode entrar de novo.`,
      variant: "success",
    },
  };
}

/**
 * Removes a member from the team: their sessions, password and two-factor go, so the account can
 * never sign in again, and the address is freed for a new invitation. The row stays, with its
 * name, so the versions and notes they left still say who did what.
 */
export async function removeMember(db: Database, userId: string): Promise<TeamOutcome> {
  const member = await readMember(db, userId);
  if (!member) return memberGone;
  if (member.role === "admin" && !(await anotherActiveAdmin(db, userId))) return lastAdminRefusal;
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx
      .update(users)
      .set({
        role: "removed",
        banned: true,
        banReason: "removed",
        twoFactorEnabled: false,
        email: `removido-${userId}@conta-removida.invalid`,
      })
      .where(eq(users.id, userId));
  });
  return {
    ok: true,
    notice: {
      title: "Pessoa removida",
      description: `${member.name} saiu da equipe; o nome continua nas versões que publicou.`,
      variant: "success",
    },
  };
}

/** Turns off someone's two-factor sign-in (a lost phone): the next sign-in asks only the password. */
export async function resetTwoFactor(db: Database, userId: string): Promise<TeamOutcome> {
  const member = await readMember(db, userId);
  if (!member) return memberGone;
  await db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
  });
  return {
    ok: true,
    notice: {
      title: "Verificação em duas etapas redefinida",
      description: `${member.name} entra só com a senha até configurar um novo aplicativo em Configurações.`,
      variant: "success",
    },
  };
}
