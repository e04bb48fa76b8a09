import { clsx } from "clsx";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { type KeyboardEvent, useRef } from "react";
import { Link, redirect, useNavigate } from "react-router";
import { handleAuthAction } from "~/.server/auth/auth-actions";
import { getAuthSession, isStaff, safeAdminPath } from "~/.server/auth/session";
import { readSiteSettings } from "~/.server/content/site-settings";
import { ForgotPasswordForm, LoginForm, SignUpForm, TwoFactorForm } from "~/components/auth/auth-forms";
import { AuthShell } from "~/components/auth/auth-shell";
import type { Route } from "./+types/auth";

/**
 * /auth: the Login and Cadastro tabs, each with its own address
 * (/auth, /auth?tab=cadastro), plus the password-reset request and the two-factor step. Someone
 * already signed in goes to /admin (an admin) or / (anyone else).
 */

type Tab = "login" | "cadastro" | "recuperar" | "verificacao";

const titles: Record<Tab, string> = {
  login: "Entrar",
  cadastro: "Criar conta",
  recuperar: "Recuperar senha",
  verificacao: "Verificação em duas etapas",
};

const subtitles: Record<Tab, string> = {
  login: "Acesse sua conta da Cota Fácil.",
  cadastro: "Crie sua conta com seu nome, email e uma senha.",
  recuperar: "Vamos ajudar você a voltar para a sua conta.",
  verificacao: "Sua conta tem uma etapa extra de segurança.",
};

function tabOf(value: string | null): Tab {
  return value === "cadastro" || value === "recuperar" || value === "verificacao" ? value : "login";
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${titles[loaderData?.tab ?? "login"]} | Cota Fácil` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeAdminPath(url.searchParams.get("redirectTo"));
  const current = await getAuthSession(request, context).catch((error) => {
    context.services.logger.error({ err: error }, "/auth: could not read the session");
    return null;
  });
  if (current) {
    const to = isStaff(current.user) ? (redirectTo ?? "/admin") : "/";
    throw redirect(to);
  }
  const settings = await readSiteSettings(request, context);
  const verification = url.searchParams.has("confirmado")
    ? url.searchParams.get("error")
      ? ("failed" as const)
      : ("confirmed" as const)
    : null;
  return { tab: tabOf(url.searchParams.get("tab")), redirectTo, verification, logo: settings.logo };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthAction(request, context);
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, redirectTo, verification, logo } = loaderData;
  return (
    <AuthShell logo={logo} before={verification && <VerificationResult result={verification} />}>
      <h1 className="font-heading text-2xl font-extrabold tracking-tight text-ink">{titles[tab]}</h1>
      <p className="mt-1 mb-6 text-sm text-muted">{subtitles[tab]}</p>
      {(tab === "login" || tab === "cadastro") && <AuthTabs current={tab} />}
      {tab === "login" && (
        <TabPanel tab="login">
          <LoginForm answer={actionData} redirectTo={redirectTo} />
        </TabPanel>
      )}
      {tab === "cadastro" && (
        <TabPanel tab="cadastro">
          <SignUpForm answer={actionData} />
        </TabPanel>
      )}
      {tab === "recuperar" && <ForgotPasswordForm answer={actionData} />}
      {tab === "verificacao" && <TwoFactorForm answer={actionData} redirectTo={redirectTo} />}
    </AuthShell>
  );
}

const tabs = [
  { id: "login", label: "Login", to: "/auth" },
  { id: "cadastro", label: "Cadastro", to: "/auth?tab=cadastro" },
] as const;

/** Tabs that are links, so each has its own address (and works without JavaScript). */
function AuthTabs({ current }: { current: "login" | "cadastro" }) {
  const navigate = useNavigate();
  const refs = useRef<Array<HTMLAnchorElement | null>>([]);
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = (index + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length;
    navigate(tabs[next].to, { replace: true, preventScrollReset: true });
    refs.current[next]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label="Entrar ou criar conta"
      className="mb-6 grid grid-cols-2 rounded-xl bg-primary-soft p-1"
    >
      {tabs.map((tab, index) => {
        const selected = tab.id === current;
        return (
          <Link
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            to={tab.to}
            replace
            preventScrollReset
            role="tab"
            id={`aba-${tab.id}`}
            aria-selected={selected}
            aria-controls={selected ? `painel-${tab.id}` : undefined}
            tabIndex={selected ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              "rounded-lg py-2.5 text-center text-sm font-semibold transition-colors",
              selected ? "bg-white text-ink shadow-sm" : "text-ink/75 hover:text-ink",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}

function TabPanel({ tab, children }: { tab: "login" | "cadastro"; children: React.ReactNode }) {
  return (
    <div role="tabpanel" id={`painel-${tab}`} aria-labelledby={`aba-${tab}`}>
      {children}
    </div>
  );
}

function VerificationResult({ result }: { result: "confirmed" | "failed" }) {
  const confirmed = result === "confirmed";
  return (
    <div
      role="status"
      className={clsx(
        "mb-4 flex gap-3 rounded-xl border px-4 py-3 text-sm",
        confirmed
          ? "border-emerald-700/30 bg-emerald-50 text-emerald-900"
          : "border-danger/30 bg-danger/5 text-danger",
      )}
    >
      {confirmed ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      )}
      <p>
        <strong className="block">{confirmed ? "Email confirmado" : "Link de confirmação inválido"}</strong>
        {confirmed
          ? "Sua conta está ativa. Agora é só entrar com seu email e senha."
          : "O link expirou ou já foi usado. Entre com seu email e senha para receber um novo."}
      </p>
    </div>
  );
}
