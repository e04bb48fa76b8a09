import { KeyRound, Loader2, LogOut, RotateCw, Send, Trash2, UserCheck } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { isConfirmed } from "~/.server/admin/confirmation";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import { type AuditEvent, auditWho, recordAudit, withAudit } from "~/.server/audit/audit-log";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import { requireRole, type StaffSession } from "~/.server/auth/session";
import {
  cancelInvitation,
  changeRole,
  disableMember,
  enableMember,
  inviteMember,
  readTeam,
  removeMember,
  resendInvitation,
  resetTwoFactor,
  type TeamOutcome,
  teamTargetLabel,
} from "~/.server/auth/team";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { Button, buttonClassName } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { type AdminRole, type AdminRouteHandle, adminRoles, roleLabels, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.users";

/**
 * /admin/usuarios, Usuários (Administrador only): the team — name, e-mail, role, two-factor,
 * last sign-in — with invitations by e-mail, role changes, disabling (sessions end at once),
 * removal and two-factor resets. The rules that keep an Administrador on the team live in
 * app/.server/auth/team.ts.
 */

export const meta: Route.MetaFunction = () => adminMeta("Usuários");

/** Who may open this screen and use its actions (docs/decisions/048). */
export const handle = {
  roles: { loader: rolesFor("users"), action: rolesFor("users") },
} satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireRole(request, context, handle.roles.loader);
  const team = await readTeam(context.services.db);
  return {
    currentUserId: user.id,
    members: team.members.map((member) => ({
      ...member,
      lastSignInAt: member.lastSignInAt ? formatDashboardDate(member.lastSignInAt) : null,
    })),
    invitations: team.invitations.map((invitation) => ({
      ...invitation,
      sentAt: formatDashboardDate(invitation.sentAt),
      expiresAt: formatDashboardDate(invitation.expiresAt),
    })),
  };
}

const roleSchema = z.enum(adminRoles);
const inviteSchema = z.object({
  email: z.email({ error: "Informe um e-mail válido." }).max(254),
  role: roleSchema,
});
const idSchema = z.string().min(1).max(100);

type UsersActionData = {
  errors?: { email?: string; role?: string };
  awaitingConfirmation?: string;
  id?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const form = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const { db } = context.services;
  const intent = form.get("intent");
  if (intent === "convidar") {
    const parsed = inviteSchema.safeParse({
      email: String(form.get("email") ?? "").trim(),
      role: form.get("role"),
    });
    if (!parsed.success) {
      const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
      return data<UsersActionData>(
        {
          errors: {
            email: errors.email && "Informe um e-mail válido.",
            role: errors.role && "Escolha um perfil.",
          },
        },
        { status: 400 },
      );
    }
    const invited = await inviteMember(context.services, parsed.data, admin.user.id);
    if (invited.ok) {
      await recordAudit(db, auditWho(admin, context), {
        action: "user.invite",
        target: { type: "invitation", label: parsed.data.email.toLowerCase() },
        changes: { perfil: { before: null, after: roleLabels[parsed.data.role] } },
      });
    }
    return answer(context, invited);
  }
  const id = idSchema.safeParse(form.get("id"));
  if (!id.success) throw data("Pedido inválido", { status: 400 });
  const audited = (action: AuditEvent["action"], work: (tx: typeof db) => Promise<TeamOutcome>) =>
    auditedTeamAction(context, admin, id.data, action, work);
  switch (intent) {
    case "reenviar-convite": {
      const { label } = await teamTargetLabel(db, id.data);
      const resent = await resendInvitation(context.services, id.data, admin.user.id);
      if (resent.ok) {
        await recordAudit(db, auditWho(admin, context), {
          action: "user.invite-resend",
          target: { type: "invitation", id: id.data, label },
        });
      }
      return answer(context, resent);
    }
    case "cancelar-convite":
      return answer(context, await audited("user.invite-cancel", (tx) => cancelInvitation(tx, id.data)));
    case "alterar-perfil": {
      const role = roleSchema.safeParse(form.get("role"));
      if (!role.success) throw data("Perfil inválido", { status: 400 });
      return answer(context, await audited("user.role", (tx) => changeRole(tx, id.data, role.data)));
    }
    case "desativar":
      if (!isConfirmed(form))
        return { awaitingConfirmation: "desativar", id: id.data } satisfies UsersActionData;
      return answer(context, await audited("user.disable", (tx) => disableMember(tx, id.data)));
    case "reativar":
      return answer(context, await audited("user.enable", (tx) => enableMember(tx, id.data)));
    case "remover":
      if (!isConfirmed(form))
        return { awaitingConfirmation: "remover", id: id.data } satisfies UsersActionData;
      return answer(context, await audited("user.remove", (tx) => removeMember(tx, id.data)));
    case "redefinir-2fa":
      if (!isConfirmed(form))
        return { awaitingConfirmation: "redefinir-2fa", id: id.data } satisfies UsersActionData;
      return answer(context, await audited("user.two-factor-reset", (tx) => resetTwoFactor(tx, id.data)));
    default:
      throw data("Ação desconhecida", { status: 400 });
  }
}

/**
 * A change to a person or an invitation, with its audit entry in the same transaction: the
 * entry names them as they were before (a removed person's name stays in the log), and a role
 * change says from which role to which. A refused change writes nothing.
 */
async function auditedTeamAction(
  context: Route.ActionArgs["context"],
  admin: StaffSession,
  id: string,
  action: AuditEvent["action"],
  work: (tx: Route.ActionArgs["context"]["services"]["db"]) => Promise<TeamOutcome>,
): Promise<TeamOutcome> {
  const { db } = context.services;
  let before: { label: string; role: string | null } = { label: id, role: null };
  let after: string | null = null;
  return withAudit(
    db,
    auditWho(admin, context),
    (outcome: TeamOutcome): AuditEvent | null =>
      outcome.ok
        ? {
            action,
            target: {
              type: action.startsWith("user.invite") ? "invitation" : "user",
              id,
              label: before.label,
            },
            changes:
              action === "user.role"
                ? { perfil: { before: roleName(before.role), after: roleName(after) } }
                : null,
          }
        : null,
    async (tx) => {
      before = await teamTargetLabel(tx, id);
      const outcome = await work(tx);
      if (action === "user.role") after = (await teamTargetLabel(tx, id)).role;
      return outcome;
    },
  );
}

function roleName(role: string | null): string | null {
  return role && role in roleLabels ? roleLabels[role as AdminRole] : role;
}

async function answer(context: Route.ActionArgs["context"], outcome: TeamOutcome) {
  if (outcome.ok) return redirectWithNotice(context, "/admin/usuarios", outcome.notice);
  await showNotice(context, outcome.notice);
  return data<UsersActionData>({}, { status: outcome.status });
}

type LoaderData = Route.ComponentProps["loaderData"];
type Member = LoaderData["members"][number];

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { members, invitations, currentUserId } = loaderData;
  const answerData = actionData as UsersActionData | undefined;
  return (
    <>
      <AdminPageHeader
        title="Usuários"
        description="Quem usa o painel, com que perfil: Administrador (tudo), Editor (páginas, imagens, estilo e textos do formulário) e Vendas (leads)."
      />
      <div className="grid gap-6">
        <InviteCard errors={answerData?.errors} />
        {invitations.length > 0 && (
          <AdminCard id="convites" title="Convites pendentes">
            <ul className="grid gap-3">
              {invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-ink">{invitation.email}</p>
                    <p className="text-sm text-muted">
                      {roleLabels[invitation.role]} · enviado em {invitation.sentAt} ·{" "}
                      {invitation.expired ? (
                        <strong className="text-danger">expirado</strong>
                      ) : (
                        `vale até ${invitation.expiresAt}`
                      )}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Form method="post">
                      <input type="hidden" name="id" value={invitation.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="reenviar-convite"
                        variant="outline"
                        size="sm"
                      >
                        <RotateCw aria-hidden="true" />
                        Reenviar convite<span className="sr-only"> para {invitation.email}</span>
                      </Button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="id" value={invitation.id} />
                      <Button type="submit" name="intent" value="cancelar-convite" variant="ghost" size="sm">
                        Cancelar convite<span className="sr-only"> para {invitation.email}</span>
                      </Button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          </AdminCard>
        )}
        <AdminCard id="equipe" title="Equipe">
          <ul className="grid gap-3">
            {members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                isYou={member.id === currentUserId}
                awaiting={answerData?.id === member.id ? answerData.awaitingConfirmation : undefined}
              />
            ))}
          </ul>
        </AdminCard>
      </div>
    </>
  );
}

function InviteCard({ errors }: { errors?: UsersActionData["errors"] }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "convidar";
  return (
    <AdminCard
      id="convidar"
      title="Convidar pessoa"
      description="A pessoa recebe um link por e-mail para escolher o nome e a senha. O link vale por 7 dias."
    >
      <Form method="post" className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end" noValidate>
        <Field id="convite-email" label="E-mail" error={errors?.email} required>
          <Input name="email" type="email" autoComplete="off" maxLength={254} />
        </Field>
        <Field id="convite-perfil" label="Perfil" error={errors?.role} required>
          <Select name="role" defaultValue="editor">
            {adminRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" name="intent" value="convidar" disabled={sending}>
          {sending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          Enviar convite
        </Button>
      </Form>
    </AdminCard>
  );
}

function MemberRow({ member, isYou, awaiting }: { member: Member; isYou: boolean; awaiting?: string }) {
  const who = member.name || member.email;
  const roleId = `perfil-${member.id}`;
  return (
    <li className="grid gap-4 rounded-xl border border-border p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {who}
          {isYou && <span className="font-normal text-muted"> (você)</span>}
          {member.disabled && (
            <span className="ml-2 rounded-full bg-danger/10 px-2 py-0.5 text-xs font-semibold text-danger">
              Desativado
            </span>
          )}
        </p>
        <p className="truncate text-sm text-muted">{member.email}</p>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <div>
            <dt className="inline text-muted">Perfil: </dt>
            <dd className="inline font-medium text-ink">{roleLabels[member.role]}</dd>
          </div>
          <div>
            <dt className="inline text-muted">Duas etapas: </dt>
            <dd className="inline font-medium text-ink">
              {member.twoFactorEnabled ? "ativada" : "desativada"}
            </dd>
          </div>
          <div>
            <dt className="inline text-muted">Último acesso: </dt>
            <dd className="inline font-medium text-ink">{member.lastSignInAt ?? "nunca entrou"}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="id" value={member.id} />
          <div className="grid gap-1">
            <label htmlFor={roleId} className="text-xs font-medium text-muted">
              Perfil de {who}
            </label>
            <Select id={roleId} name="role" defaultValue={member.role}>
              {adminRoles.map((role: AdminRole) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" name="intent" value="alterar-perfil" variant="outline" size="sm">
            Alterar perfil<span className="sr-only"> de {who}</span>
          </Button>
        </Form>
        {member.twoFactorEnabled && (
          <ConfirmForm
            intent="redefinir-2fa"
            fields={{ id: member.id }}
            awaiting={awaiting === "redefinir-2fa"}
            confirmation={`Redefinir a verificação em duas etapas de ${who}? A pessoa entra só com a senha até configurar de novo.`}
          >
            <button type="submit" className={buttonClassName({ variant: "outline", size: "sm" })}>
              <KeyRound aria-hidden="true" />
              Redefinir duas etapas<span className="sr-only"> de {who}</span>
            </button>
          </ConfirmForm>
        )}
        {member.disabled ? (
          <Form method="post">
            <input type="hidden" name="id" value={member.id} />
            <Button type="submit" name="intent" value="reativar" variant="outline" size="sm">
              <UserCheck aria-hidden="true" />
              Reativar<span className="sr-only"> {who}</span>
            </Button>
          </Form>
        ) : (
          <ConfirmForm
            intent="desativar"
            fields={{ id: member.id }}
            awaiting={awaiting === "desativar"}
            confirmation={`Desativar o acesso de ${who}? As sessões abertas terminam agora.`}
          >
            <button type="submit" className={buttonClassName({ variant: "outline", size: "sm" })}>
              <LogOut aria-hidden="true" />
              Desativar<span className="sr-only"> {who}</span>
            </button>
          </ConfirmForm>
        )}
        <ConfirmForm
          intent="remover"
          fields={{ id: member.id }}
          awaiting={awaiting === "remover"}
          confirmation={`Remover ${who} da equipe? A conta deixa de entrar; o nome continua nas versões publicadas.`}
        >
          <button type="submit" className={buttonClassName({ variant: "destructive", size: "sm" })}>
            <Trash2 aria-hidden="true" />
            Remover<span className="sr-only"> {who}</span>
          </button>
        </ConfirmForm>
      </div>
    </li>
  );
}
