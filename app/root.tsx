import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { LazyToaster } from "~/components/ui/toaster";
import { useNonce } from "~/lib/nonce";
import { InlineSiteCss } from "~/lib/site-css";
import type { Route } from "./+types/root";

// The body font's Latin file, preloaded so text is drawn in it from the first paint (no shift).
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Public values every page may need in the browser (whitelisted: never secrets). */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.services;
  return { publicUrl: config.PUBLIC_URL, raSealId: config.RA_SEAL_ID ?? null };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b33" />
        {/* Marks that JavaScript runs, before first paint, so scroll-reveal styles only hide
            content that a script will reveal. */}
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: constant, no user text
          dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
        />
        <Meta />
        <Links />
        {/* The whole stylesheet, inlined: one round trip less before the first paint on a phone,
            which matters more than caching a ~12 KB (gzip) file across pages. */}
        <InlineSiteCss nonce={nonce} />
      </head>
      <body>
        {children}
        <LazyToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-ink">
        {status === 404 ? "Página não encontrada" : "Algo deu errado"}
      </h1>
      <p className="mt-4 text-muted">
        {status === 404
          ? "A página que você está tentando acessar não existe ou foi movida."
          : "Tente novamente em instantes. Se o problema continuar, fale conosco."}
      </p>
      <a className="mt-8 inline-block font-semibold text-primary-strong underline" href="/">
        Voltar para o início
      </a>
    </main>
  );
}
