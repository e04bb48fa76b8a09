/**
 * What the audit log records (docs/decisions/041), each action with the sentence the Auditoria
 * screen and its CSV show. The keys are stored; a new action takes a new key here.
 */
export const auditActionLabels = {
  "auth.sign-in": "Entrou",
  "auth.sign-in-failed": "Falha ao entrar",
  "two-factor.enable": "Ativou a verificação em duas etapas",
  "two-factor.disable": "Desativou a verificação em duas etapas",
  "section.publish": "Publicou a seção",
  "section.restore": "Restaurou uma versão da seção",
  "section.schedule": "Agendou a publicação da seção",
  "section.schedule-cancel": "Cancelou o agendamento da seção",
  "section.discard": "Descartou o rascunho da seção",
  "page.create": "Criou a página",
  "page.duplicate": "Duplicou a página",
  "page.publish": "Publicou a página",
  "page.discard": "Descartou o rascunho da página",
  "page.restore": "Restaurou uma versão da página",
  "page.unpublish": "Tirou a página do ar",
  "page.retire": "Retirou a página",
  "page.delete": "Apagou a página nunca publicada",
  "page.schedule": "Agendou uma mudança da página",
  "page.schedule-cancel": "Cancelou o agendamento da página",
  "styling.save": "Salvou o estilo do site",
  "styling.restore": "Restaurou uma versão do estilo do site",
  "form.save": "Salvou o formulário de contato",
  "form.restore": "Restaurou uma versão do formulário de contato",
  "form.webhook": "Alterou o webhook do formulário",
  "lead-notifications.change": "Alterou os e-mails avisados de cada lead",
  "media.delete": "Excluiu a mídia",
  "lead.view": "Viu o lead",
  "lead.resend": "Reenviou o lead",
  "lead.delete": "Excluiu o lead",
  "leads.clear": "Removeu todos os leads",
  "leads.export": "Exportou os leads (CSV)",
  "site-data.save": "Salvou uma cópia dos dados do site",
  "site-data.restore": "Restaurou uma cópia dos dados do site",
  "site-data.import": "Importou os dados do site (JSON)",
  "site-data.reset": "Restaurou os dados padrão do site",
  "site-data.export": "Exportou os dados do site (JSON)",
  "user.invite": "Convidou",
  "user.invite-resend": "Reenviou o convite",
  "user.invite-cancel": "Cancelou o convite",
  "user.invite-accept": "Aceitou o convite",
  "user.role": "Alterou o perfil",
  "user.disable": "Desativou",
  "user.enable": "Reativou",
  "user.remove": "Removeu",
  "user.two-factor-reset": "Redefiniu a verificação em duas etapas",
  "audit.export": "Exportou o registro de auditoria (CSV)",
} as const;

export type AuditAction = keyof typeof auditActionLabels;

export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && Object.hasOwn(auditActionLabels, value);
}

/** The sentence of a stored action (an action from a newer version shows its key). */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? auditActionLabels[action] : action;
}
