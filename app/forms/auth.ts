import { z } from "zod";
import type { Notice } from "~/lib/notice";

/**
 * The sign-in, sign-up and account forms: one zod schema per form, used by the server action
 * and, through Conform, by the browser. Messages are in Portuguese, word for word as agreed.
 */

export const authMessages = {
  invalidEmail: "Email inválido",
  passwordTooShort: "Senha deve ter pelo menos 6 caracteres",
  nameTooShort: "Nome deve ter pelo menos 3 caracteres",
  passwordsDiffer: "Senhas não conferem",
  codeRequired: "Informe o código de 6 dígitos do aplicativo ou um código de recuperação",
  avatarUrl: "Informe um endereço que comece com https://",
} as const;

const email = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: authMessages.invalidEmail }));
const password = z
  .string({ error: authMessages.passwordTooShort })
  .min(6, { error: authMessages.passwordTooShort })
  .max(128, { error: "Senha deve ter no máximo 128 caracteres" });
const fullName = z
  .string({ error: authMessages.nameTooShort })
  .trim()
  .min(3, { error: authMessages.nameTooShort })
  .max(120, { error: "Nome deve ter no máximo 120 caracteres" });

export const signInSchema = z.object({ email, password });

export const signUpSchema = z
  .object({ fullName, email, password, confirmPassword: password })
  .refine((form) => form.password === form.confirmPassword, {
    error: authMessages.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const forgotPasswordSchema = z.object({ email });

/** Accepting an invitation to the admin team: the name the team will see, and a password. */
export const acceptInvitationSchema = z
  .object({ token: z.string().min(1).max(200), fullName, password, confirmPassword: password })
  .refine((form) => form.password === form.confirmPassword, {
    error: authMessages.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const resetPasswordSchema = z
  .object({ token: z.string().min(1), password, confirmPassword: password })
  .refine((form) => form.password === form.confirmPassword, {
    error: authMessages.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const twoFactorSchema = z.object({
  code: z
    .string({ error: authMessages.codeRequired })
    .trim()
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().min(6, { error: authMessages.codeRequired }).max(32)),
  backup: z.literal("on").optional(),
});

export const profileSchema = z.object({
  fullName,
  avatarUrl: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => /^https:\/\/[^\s]+$/i.test(value), { error: authMessages.avatarUrl })
    .optional(),
});

export const changePasswordSchema = z
  .object({ currentPassword: password, newPassword: password, confirmPassword: password })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: authMessages.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const passwordConfirmationSchema = z.object({ password });

export const totpCodeSchema = z.object({
  code: z
    .string({ error: "Informe o código de 6 dígitos" })
    .trim()
    .regex(/^\d{6}$/, { error: "Informe o código de 6 dígitos" }),
});

/** The sign-in and account notices, with their exact titles and descriptions. */
export const authNotices = {
  loginSuccess: {
    title: "Login bem-sucedido",
    description: "Você foi autenticado com sucesso.",
    variant: "success",
  },
  loginFailure: (message?: string): Required<Notice> => ({
    title: "Erro ao fazer login",
    description: message || "Ocorreu um erro ao tentar fazer login.",
    variant: "error",
  }),
  signUpSuccess: {
    title: "Cadastro realizado",
    description: "Sua conta foi criada com sucesso. Verifique seu email para confirmar.",
    variant: "success",
  },
  signUpFailure: (message?: string): Required<Notice> => ({
    title: "Erro no cadastro",
    description: message || "Ocorreu um erro ao tentar criar sua conta.",
    variant: "error",
  }),
  signOutSuccess: {
    title: "Logout realizado",
    description: "Você saiu da sua conta com sucesso.",
    variant: "success",
  },
  signOutFailure: (message?: string): Required<Notice> => ({
    title: "Erro ao sair",
    description: message || "Ocorreu um erro ao tentar sair da sua conta.",
    variant: "error",
  }),
  accessDenied: {
    title: "Acesso negado",
    description: "Você não tem privilégios de administrador para acessar esta área.",
    variant: "error",
  },
  roleCheckError: {
    title: "Erro ao verificar status de administrador",
    description:
      "Ocorreu um problema ao verificar seus privilégios de administrador. Tente novamente mais tarde.",
    variant: "error",
  },
} as const satisfies Record<string, Notice | ((message?: string) => Notice)>;
