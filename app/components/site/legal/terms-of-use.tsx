import { Link } from "react-router";
import { type LegalLayout, LegalPage, type LegalSection } from "~/components/site/shell/legal-page";
import type { CompanyContact } from "~/lib/company";
import { legalTextsUpdated, legalTextsVersion } from "~/lib/legal-version";

const sectionsFor = (company: CompanyContact): LegalSection[] => [
  {
    id: "aceitacao",
    title: "Aceitação",
    body: (
      <p>
        Estes Termos de Uso regem o acesso a este site, mantido pela <strong>{company.legalName}</strong>,
        CNPJ {company.cnpj}, com sede na {company.addressLine}. Ao navegar pelo site ou enviar um formulário,
        você declara que leu e concorda com estes termos. Se não concordar, não use o site.
      </p>
    ),
  },
  {
    id: "finalidade",
    title: "Finalidade do site",
    body: (
      <>
        <p>
          O site apresenta a rede de franquias {company.tradingName} e seus modelos de negócio a quem tem
          interesse em se tornar franqueado, e recebe pedidos de contato e de agendamento. Seu conteúdo é{" "}
          <strong>informativo</strong> e não constitui oferta vinculante, proposta de contrato nem
          recomendação de investimento.
        </p>
        <p>
          A contratação de uma franquia depende da análise do seu perfil, do recebimento da Circular de Oferta
          de Franquia (COF), nos termos da Lei nº 13.966/2019, e da assinatura de contrato próprio, que
          prevalece sobre qualquer informação deste site.
        </p>
      </>
    ),
  },
  {
    id: "estimativas",
    title: "Valores, estimativas e resultados",
    body: (
      <>
        <p>
          Faturamentos, comissões, prazos de retorno, exemplos de ganhos e demais números mostrados no site
          são <strong>estimativas e exemplos</strong> baseados no desempenho de parte da rede em determinado
          período. Eles não são promessa nem garantia de resultado.
        </p>
        <p>
          O resultado de cada unidade depende do trabalho e da dedicação do franqueado, da região, do mercado,
          das condições econômicas e de outros fatores fora do nosso controle. Valores de investimento e
          condições promocionais podem mudar sem aviso; valem os informados na proposta e no contrato.
        </p>
      </>
    ),
  },
  {
    id: "emprestimos",
    title: "Este canal não realiza empréstimos",
    body: (
      <p>
        O site é destinado exclusivamente a interessados em abrir uma franquia. Por este canal não concedemos
        empréstimos, financiamentos ou crédito de qualquer tipo, não pedimos depósitos antecipados para
        liberar crédito e não analisamos pedidos de crédito de pessoas físicas. Se você procura um produto
        financeiro, procure um franqueado {company.tradingName}. Desconfie de quem usar o nosso nome para
        pedir pagamentos antecipados.
      </p>
    ),
  },
  {
    id: "informacoes",
    title: "Informações que você envia",
    body: (
      <p>
        Ao preencher um formulário, você se compromete a informar dados verdadeiros, próprios e atualizados. O
        tratamento desses dados segue a nossa <Link to="/privacidade">Política de Privacidade</Link>.
      </p>
    ),
  },
  {
    id: "propriedade-intelectual",
    title: "Propriedade intelectual",
    body: (
      <p>
        A marca {company.tradingName}, o logotipo, os textos, as imagens, os vídeos, o layout e o código do
        site pertencem à {company.legalName} ou a seus licenciantes e são protegidos pela legislação de
        propriedade intelectual. Você pode consultá-los e compartilhar links para as páginas, mas não pode
        copiar, reproduzir, modificar ou usar esse conteúdo para fins comerciais sem autorização por escrito.
        Marcas e selos de parceiros e de premiações pertencem aos respectivos titulares.
      </p>
    ),
  },
  {
    id: "uso-aceitavel",
    title: "Uso aceitável",
    body: (
      <>
        <p>Ao usar o site, você concorda em não:</p>
        <ul>
          <li>enviar dados de terceiros sem autorização ou se passar por outra pessoa;</li>
          <li>enviar conteúdo ilegal, ofensivo, enganoso ou que viole direitos de terceiros;</li>
          <li>
            usar robôs, scripts ou envios em massa para preencher formulários ou coletar o conteúdo do site;
          </li>
          <li>
            tentar acessar áreas restritas, contornar medidas de segurança ou prejudicar o funcionamento do
            site.
          </li>
        </ul>
        <p>Podemos bloquear acessos e descartar envios que violem estas regras.</p>
      </>
    ),
  },
  {
    id: "responsabilidade",
    title: "Limitação de responsabilidade",
    body: (
      <>
        <p>
          Trabalhamos para manter o site disponível, seguro e com informações corretas, mas ele pode passar
          por interrupções, falhas ou conter imprecisões, que corrigiremos assim que identificadas.
        </p>
        <p>
          Na extensão permitida pela lei, a {company.legalName} não responde por decisões tomadas
          exclusivamente com base no conteúdo do site, por danos causados por indisponibilidade temporária,
          por vírus ou ataques de terceiros que não pudéssemos razoavelmente evitar, nem pelo uso indevido do
          site por você. Nada nestes termos afasta direitos que a lei garante a você e que não possam ser
          limitados.
        </p>
      </>
    ),
  },
  {
    id: "links",
    title: "Links para outros sites",
    body: (
      <p>
        O site pode ter links e conteúdos de terceiros, como vídeos, redes sociais, WhatsApp e selos de
        reputação. Não controlamos esses serviços e não respondemos pelo seu conteúdo nem pelas suas práticas
        de privacidade; ao acessá-los, valem os termos de cada um.
      </p>
    ),
  },
  {
    id: "alteracoes",
    title: "Alterações destes termos",
    body: (
      <p>
        Podemos atualizar estes termos a qualquer momento. A data da última atualização e a versão ficam no
        topo desta página, e a versão publicada vale a partir da sua publicação.
      </p>
    ),
  },
  {
    id: "lei-foro",
    title: "Lei aplicável e foro",
    body: (
      <p>
        Estes termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro da Comarca
        de São Paulo/SP para resolver qualquer questão relacionada a eles, ressalvado o direito de o
        consumidor propor a ação no foro do seu domicílio.
      </p>
    ),
  },
  {
    id: "canais-de-contato",
    title: "Contato",
    body: (
      <ul>
        <li>
          E-mail: <a href={`mailto:${company.email}`}>{company.email}</a>
        </li>
        <li>
          Telefone: <a href={company.phoneHref}>{company.phone}</a>
        </li>
        <li>
          WhatsApp:{" "}
          <a href={company.whatsappHref} target="_blank" rel="noopener noreferrer">
            {company.whatsapp}
          </a>
        </li>
        <li>Endereço: {company.addressLine}</li>
        <li>
          Privacidade e dados pessoais: <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>
        </li>
      </ul>
    ),
  },
];

/** The site's terms of use, quoting the company's details (the `company` section, or a block's own). */
export function TermsOfUse({ company, ...layout }: { company: CompanyContact } & LegalLayout) {
  return (
    <LegalPage
      {...layout}
      title="Termos de Uso"
      lead={
        <p>
          Leia com atenção as condições para usar o site da {company.tradingName}. Elas explicam o que o site
          oferece, o que os números apresentados significam e quais são as responsabilidades de cada parte.
        </p>
      }
      updated={legalTextsUpdated}
      version={legalTextsVersion}
      sections={sectionsFor(company)}
    />
  );
}
