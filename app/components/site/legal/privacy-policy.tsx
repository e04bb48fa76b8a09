import { Link, useRouteLoaderData } from "react-router";
import { type LegalLayout, LegalPage, type LegalSection } from "~/components/site/shell/legal-page";
import type { AdConsentSetup } from "~/forms/ad-tags";
import type { CompanyContact } from "~/lib/company";
import { legalTextsUpdated, legalTextsVersion } from "~/lib/legal-version";
import type { loader as rootLoader } from "~/root";

const privacyMailTo = (company: CompanyContact) => (
  <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>
);

/** The advertising tools in use, as the policy names them ("" when none is set). */
function adToolsOf(adConsent: AdConsentSetup | null): string {
  if (!adConsent) return "";
  const google = adConsent.googleTagId.startsWith("G-")
    ? "Google Analytics (Google)"
    : "Google Ads e Google Analytics (Google)";
  return [adConsent.googleTagId ? google : "", adConsent.metaPixelId ? "Meta Pixel (Meta)" : ""]
    .filter(Boolean)
    .join(" e ");
}

const adCookiesText = (tools: string) =>
  tools ? (
    <>
      <p>
        Com o seu consentimento, usamos {tools} para medir os resultados dos nossos anúncios. Essas
        ferramentas só são carregadas depois que você clica em “Aceitar” no aviso de cookies de publicidade:
        antes disso, e se você clicar em “Rejeitar”, nada é carregado desses serviços.
      </p>
      <p>
        Depois de aceitas, elas gravam cookies próprios no seu navegador (como _ga e _gcl_au, do Google, e
        _fbp, da Meta) e enviam a esses serviços dados da sua navegação: as páginas visitadas, o endereço IP,
        o navegador e o envio de um formulário, como uma conversão do anúncio. Seu nome, e-mail e telefone não
        são enviados a eles.
      </p>
      <p>
        Guardamos a sua escolha, com a data e a versão deste aviso, no armazenamento do seu próprio navegador,
        e perguntamos de novo se as ferramentas ou esta política mudarem. Você pode mudar de ideia a qualquer
        momento em “Preferências de cookies”, no rodapé de todas as páginas; ao recusar depois de ter
        aceitado, os cookies dessas ferramentas são apagados.
      </p>
    </>
  ) : (
    <p>
      Neste momento, nenhuma ferramenta de publicidade ou de análise de terceiros é usada neste site, e por
      isso nenhum aviso de cookies é exibido. Se isso mudar, as ferramentas serão listadas aqui e só serão
      carregadas depois que você aceitar.
    </p>
  );

const sectionsFor = (company: CompanyContact, adTools: string): LegalSection[] => [
  {
    id: "controlador",
    title: "Quem é o controlador dos seus dados",
    body: (
      <>
        <p>
          O controlador dos dados pessoais tratados neste site é a <strong>{company.legalName}</strong>,
          inscrita no CNPJ sob o nº {company.cnpj}, com sede na {company.addressLine}.
        </p>
        <p>
          Nosso encarregado pelo tratamento de dados pessoais (DPO) pode ser contatado pelo e-mail{" "}
          {privacyMailTo(company)}. É por esse canal que você tira dúvidas sobre esta política e exerce os
          seus direitos de titular.
        </p>
      </>
    ),
  },
  {
    id: "dados-coletados",
    title: "Quais dados coletamos",
    body: (
      <>
        <h3>Dados que você informa nos formulários</h3>
        <p>
          Quando você pede contato para conhecer a franquia, coletamos: nome, e-mail, telefone, cidade,
          estado, mercado em que atua hoje, valor que pretende investir, prazo para começar, forma de
          pagamento preferida e tipo de interesse. No agendamento de visitas a eventos, coletamos também o dia
          e o horário preferidos, a faixa de investimento e a mensagem opcional que você escrever.
        </p>
        <h3>Origem da visita</h3>
        <p>
          Para saber quais campanhas e parceiros trazem interessados, registramos de onde veio a sua visita:
          os parâmetros de campanha presentes no endereço (utm_source, utm_medium, utm_campaign, utm_term e
          utm_content), os identificadores de clique de anúncios (gclid e fbclid), o site de origem, quando
          você chega por um link em outro site, e a página pela qual você entrou no nosso site. Esses dados
          ficam associados ao contato que você enviar, junto com a página em que o formulário foi enviado.
        </p>
        <h3>Contagem de visitas</h3>
        <p>
          Contamos as visitas às páginas do site nós mesmos, sem cookies e sem ferramentas de terceiros.
          Depois que a página carrega, o seu navegador nos envia um aviso curto com a página visitada, a
          página de entrada, o site de origem e os parâmetros de campanha (utm_*, gclid e fbclid).
        </p>
        <p>
          Para saber quantas pessoas diferentes visitaram o site em um dia, calculamos um código a partir do
          endereço IP e da identificação do navegador, misturados a um valor aleatório que é trocado todos os
          dias. Esse código não é guardado, o endereço IP também não, e o valor do dia anterior é descartado:
          não é possível reconhecer você de um dia para o outro nem saber quem você é. Visitas de robôs,
          páginas apenas pré-carregadas pelo navegador e as visitas da nossa equipe não são contadas.
        </p>
        <h3>Registro do consentimento</h3>
        <p>
          Quando você envia um formulário, guardamos a data e a hora do envio e a versão desta política
          vigente naquele momento, para comprovar o consentimento dado.
        </p>
        <h3>Dados técnicos</h3>
        <p>
          Registramos o endereço IP de quem envia formulários, com data e hora, para proteger o site contra
          abuso e limitar envios repetidos. Como qualquer servidor, também mantemos registros de acesso por
          tempo limitado, conforme o Marco Civil da Internet (Lei nº 12.965/2014).
        </p>
        <p>
          Não pedimos nem tratamos dados pessoais sensíveis, como origem racial, saúde, religião ou biometria.
        </p>
      </>
    ),
  },
  {
    id: "finalidades",
    title: "Para que usamos seus dados",
    body: (
      <ul>
        <li>
          <strong>Contato comercial sobre a franquia:</strong> responder ao seu pedido por telefone, WhatsApp
          ou e-mail e apresentar os modelos de franquia.
        </li>
        <li>
          <strong>Análise de perfil:</strong> entender seu momento, sua região e sua capacidade de
          investimento para indicar o modelo mais adequado.
        </li>
        <li>
          <strong>Medição de campanhas:</strong> saber quais canais de divulgação e quais páginas trazem
          interessados, contando as visitas e usando a origem da visita.
        </li>
        <li>
          <strong>Segurança:</strong> prevenir fraudes, envios automatizados e uso abusivo do site.
        </li>
        <li>
          <strong>Obrigações legais:</strong> cumprir leis, regulamentos e ordens de autoridades competentes.
        </li>
      </ul>
    ),
  },
  {
    id: "bases-legais",
    title: "Bases legais",
    body: (
      <>
        <p>Tratamos seus dados com base nas hipóteses do art. 7º da Lei nº 13.709/2018 (LGPD):</p>
        <ul>
          <li>
            <strong>Consentimento</strong> (art. 7º, I), para o contato comercial sobre a franquia pedido por
            você no formulário e, quando houver, para os cookies de publicidade. Você pode revogá-lo a
            qualquer momento.
          </li>
          <li>
            <strong>Legítimo interesse</strong> (art. 7º, IX), para a análise de perfil, a contagem de
            visitas, a medição de campanhas e a segurança do site, sempre dentro do que você pode
            razoavelmente esperar e respeitando seus direitos.
          </li>
          <li>
            <strong>Cumprimento de obrigação legal ou regulatória</strong> (art. 7º, II), como a guarda de
            registros de acesso exigida pelo Marco Civil da Internet.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <>
        <h3>Cookies necessários</h3>
        <p>
          Estes cookies fazem o site funcionar e não dependem de consentimento. A contagem de visitas descrita
          acima não grava nem lê cookies.
        </p>
        <ul>
          <li>
            <strong>cf_attribution</strong>: cookie de sessão que registra a origem da sua visita (parâmetros
            de campanha, identificadores de clique e site de origem) e a página pela qual você entrou no site,
            para associá-las ao contato que você enviar. Quando você chega sem link de campanha nem de outro
            site, ele guarda apenas essa página e é gravado na resposta ao aviso de visita que a página envia
            ao carregar. Ele não pode ser lido por scripts da página e é apagado quando você fecha o
            navegador.
          </li>
          <li>
            <strong>Cookie de sessão da área administrativa</strong>: usado apenas pela equipe da{" "}
            {company.tradingName} que faz login no site.
          </li>
        </ul>
        <h3>Cookies de publicidade</h3>
        {adCookiesText(adTools)}
        <p>
          Os vídeos do site só são carregados quando você clica neles; a partir desse momento, o serviço de
          vídeo (YouTube, em modo de privacidade aprimorada) aplica a sua própria política. O selo de
          reputação de um serviço de reclamações de consumidores, quando exibido, é carregado diretamente
          desse serviço.
        </p>
        <p>
          Você pode bloquear ou apagar cookies nas configurações do seu navegador. O site continua
          funcionando, mas deixamos de saber de onde veio a sua visita.
        </p>
      </>
    ),
  },
  {
    id: "compartilhamento",
    title: "Com quem compartilhamos",
    body: (
      <>
        <p>
          <strong>Não vendemos nem alugamos seus dados pessoais.</strong> Eles são compartilhados apenas com:
        </p>
        <ul>
          <li>
            <strong>Fornecedores que atuam como operadores</strong>, tratando os dados em nosso nome e segundo
            nossas instruções: hospedagem e banco de dados, envio de e-mails, sistema de gestão de
            relacionamento com clientes (CRM) e ferramentas de automação de atendimento. Eles são obrigados
            por contrato a proteger os dados e a não usá-los para outros fins.
          </li>
          {adTools ? (
            <li>
              <strong>Serviços de publicidade</strong> ({adTools}), somente se você aceitar os cookies de
              publicidade: eles recebem os dados de navegação coletados pelas suas ferramentas e os tratam
              também segundo as suas próprias políticas de privacidade.
            </li>
          ) : null}
          <li>
            <strong>Autoridades públicas</strong>, quando houver obrigação legal ou ordem judicial.
          </li>
        </ul>
        <p>
          Alguns fornecedores podem armazenar dados em servidores fora do Brasil. Nesses casos, a
          transferência internacional segue o art. 33 da LGPD, com cláusulas contratuais e garantias de
          proteção compatíveis com a lei brasileira.
        </p>
      </>
    ),
  },
  {
    id: "retencao",
    title: "Por quanto tempo guardamos",
    body: (
      <ul>
        <li>
          <strong>Dados de contato e de perfil</strong>: por até 24 meses após o último contato com você.
          Depois disso, são eliminados ou anonimizados.
        </li>
        <li>
          <strong>Registros de consentimento</strong>: pelo tempo necessário para comprovar que o
          consentimento foi dado, inclusive durante prazos em que possamos precisar nos defender em processos.
        </li>
        <li>
          <strong>Registros de acesso</strong>: por 6 meses, como exige o Marco Civil da Internet.
        </li>
        <li>
          Se você se tornar franqueado, os dados passam a ser tratados também para a execução do contrato de
          franquia, pelos prazos que a lei exigir.
        </li>
      </ul>
    ),
  },
  {
    id: "direitos",
    title: "Seus direitos",
    body: (
      <>
        <p>O art. 18 da LGPD garante a você, como titular dos dados, o direito de obter de nós:</p>
        <ul>
          <li>a confirmação de que tratamos seus dados;</li>
          <li>o acesso aos seus dados;</li>
          <li>a correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>
            a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em
            desconformidade com a lei;
          </li>
          <li>a portabilidade dos dados a outro fornecedor, mediante pedido expresso;</li>
          <li>a eliminação dos dados tratados com base no seu consentimento;</li>
          <li>a informação sobre as entidades com as quais compartilhamos seus dados;</li>
          <li>
            a informação sobre a possibilidade de não dar o consentimento e sobre as consequências da
            negativa;
          </li>
          <li>a revogação do consentimento, a qualquer momento.</li>
        </ul>
        <p>
          Você também pode se opor a um tratamento feito com base no legítimo interesse e tem o direito de
          peticionar à Autoridade Nacional de Proteção de Dados (ANPD), em{" "}
          <a href="https://www.gov.br/anpd" target="_blank" rel="noopener noreferrer">
            gov.br/anpd
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: "como-exercer",
    title: "Como exercer seus direitos",
    body: (
      <>
        <p>
          Envie seu pedido para {privacyMailTo(company)}, dizendo qual direito quer exercer. Para proteger
          seus dados, podemos pedir uma confirmação de identidade antes de atender, usando o e-mail ou o
          telefone que você nos informou.
        </p>
        <p>
          Respondemos em até 15 dias. Se não pudermos atender de imediato a algum pedido, explicaremos o
          motivo. Para deixar de receber nossos contatos, basta pedir pelo mesmo e-mail ou responder à própria
          mensagem.
        </p>
      </>
    ),
  },
  {
    id: "seguranca",
    title: "Segurança",
    body: (
      <p>
        Adotamos medidas técnicas e administrativas para proteger seus dados: conexão criptografada (HTTPS),
        acesso aos dados restrito à equipe que precisa deles, autenticação para a área administrativa, limite
        de envios para evitar abuso e registro das operações. Nenhum sistema é totalmente imune a incidentes;
        se ocorrer um incidente que possa trazer risco ou dano relevante a você, comunicaremos a você e à
        ANPD, como determina a LGPD.
      </p>
    ),
  },
  {
    id: "menores",
    title: "Menores de idade",
    body: (
      <p>
        Este site é destinado a adultos interessados em abrir uma franquia. Não coletamos intencionalmente
        dados de menores de 18 anos; se isso acontecer, eliminaremos os dados assim que soubermos.
      </p>
    ),
  },
  {
    id: "atualizacoes",
    title: "Atualizações desta política",
    body: (
      <>
        <p>
          Podemos atualizar esta política para refletir mudanças no site ou na lei. A data da última
          atualização e a versão ficam no topo desta página. Mudanças relevantes serão destacadas no site e,
          quando a lei exigir, pediremos novamente o seu consentimento.
        </p>
        <p>
          Veja também os nossos <Link to="/termos">Termos de Uso</Link>.
        </p>
      </>
    ),
  },
];

/**
 * The privacy policy under the LGPD (Lei nº 13.709/2018), quoting the company's details (the
 * `company` section, or a block's own) and naming the advertising tools the site is set up with.
 */
export function PrivacyPolicy({ company, ...layout }: { company: CompanyContact } & LegalLayout) {
  const adTools = adToolsOf(useRouteLoaderData<typeof rootLoader>("root")?.adConsent ?? null);
  return (
    <LegalPage
      {...layout}
      title="Política de Privacidade"
      lead={
        <p>
          Esta política explica quais dados pessoais a {company.tradingName} coleta neste site, para que os
          usa, com quem os compartilha e como você exerce os seus direitos, conforme a Lei Geral de Proteção
          de Dados Pessoais (Lei nº 13.709/2018).
        </p>
      }
      updated={legalTextsUpdated}
      version={legalTextsVersion}
      sections={sectionsFor(company, adTools)}
    />
  );
}
