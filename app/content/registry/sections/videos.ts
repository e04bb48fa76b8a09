import { z } from "zod";
import {
  noRepeats,
  optionalImage,
  requiredParagraph,
  requiredText,
  youtubeVideo,
} from "~/forms/section-rules";
import { defineSection } from "../define";

/**
 * Videos of the home page: the franchisee testimonials
 * of the #depoimentos-video carousel and the about video of #sobre. They play from YouTube only
 * after a click; until then the poster stands in (the video's own still when none is chosen).
 */

/** The video ids the product ships with: no real video yet, listed on the dashboard. */
export const exampleVideoIds = ["qP7mT2xKc4A", "Vb3nR8yLs0E", "hT5wZ1dNm9Q", "Lm4cX9pRa2U"] as const;

const videoFields = {
  video: youtubeVideo(),
  title: requiredText("o título do vídeo", 120),
  poster: optionalImage(),
};

const testimonial = z.object({
  ...videoFields,
  franchisee: requiredText("o nome do franqueado", 120),
  location: requiredText("a cidade/UF", 80),
  model: requiredText("o modelo de franquia", 60),
  description: requiredParagraph("a descrição", 600),
});

export type VideoTestimonial = z.output<typeof testimonial>;

const schema = z.object({
  testimonials: z
    .array(testimonial, { error: "Informe os depoimentos em vídeo" })
    .min(1, { error: "O carrossel precisa de ao menos um vídeo" })
    .max(12, { error: "Use no máximo 12 vídeos" })
    .superRefine(noRepeats("video", "Este vídeo já está na lista")),
  about: z.object(videoFields),
});

export type AboutVideo = z.output<typeof schema>["about"];

const videoField = {
  name: "video",
  label: "Vídeo do YouTube",
  kind: "youtube",
  description: "O endereço do vídeo (youtube.com/watch?v=…, youtu.be/…) ou o código de 11 caracteres.",
} as const;
const posterField = {
  name: "poster",
  label: "Imagem de capa",
  kind: "image",
  description: "Da biblioteca de mídia, 16:9. Vazio: a imagem do próprio YouTube.",
} as const;

export const videos = defineSection({
  id: "videos",
  label: "Vídeos",
  group: "Página inicial",
  schema,
  defaults: {
    testimonials: [
      {
        video: "qP7mT2xKc4A",
        title: "Do banco para o próprio negócio",
        franchisee: "Carlos Eduardo Ramos",
        location: "Campinas/SP",
        model: "Franquia Office",
        description:
          "Depois de 15 anos como gerente de banco, Carlos usou a experiência com crédito para abrir seu escritório e hoje atende empresas da região com consórcios, seguros e financiamentos.",
        poster: "/images/videos/depoimento-carlos.svg",
      },
      {
        video: "Vb3nR8yLs0E",
        title: "Empreender de casa com resultado de empresa",
        franchisee: "Juliana Martins",
        location: "Goiânia/GO",
        model: "Franquia Home",
        description:
          "Mãe de dois filhos, Juliana organizou a rotina para trabalhar de casa e conta como o treinamento e o marketing pronto a ajudaram a conquistar os primeiros clientes em poucas semanas.",
        poster: "/images/videos/depoimento-juliana.svg",
      },
      {
        video: "hT5wZ1dNm9Q",
        title: "Uma loja que virou referência no bairro",
        franchisee: "Paulo e Renata Oliveira",
        location: "Florianópolis/SC",
        model: "Franquia Loja",
        description:
          "O casal abriu uma loja Cota Fácil em uma avenida movimentada e mostra como a presença física trouxe credibilidade e clientes que voltam para contratar novos produtos.",
        poster: "/images/videos/depoimento-paulo-renata.svg",
      },
    ],
    about: {
      video: "Lm4cX9pRa2U",
      title: "Conheça a Cota Fácil",
      poster: "/images/videos/sobre-cota-facil.svg",
    },
  },
  fields: [
    {
      name: "testimonials",
      label: "Depoimentos em vídeo",
      kind: "list",
      itemLabel: "Depoimento",
      minItems: 1,
      maxItems: 12,
      description: "O carrossel #depoimentos-video, na ordem em que aparecem.",
      fields: [
        videoField,
        { name: "title", label: "Título", kind: "text" },
        { name: "franchisee", label: "Franqueado", kind: "text" },
        { name: "location", label: "Cidade/UF", kind: "text", description: "Por exemplo Campinas/SP." },
        { name: "model", label: "Modelo", kind: "text", description: "Por exemplo Franquia Office." },
        { name: "description", label: "Descrição", kind: "textarea" },
        posterField,
      ],
    },
    {
      name: "about",
      label: "Vídeo institucional (Sobre)",
      kind: "group",
      fields: [videoField, { name: "title", label: "Título", kind: "text" }, posterField],
    },
  ],
  shownOn: ["/#depoimentos-video", "/#sobre"],
  exampleValues: (value) => [
    ...value.testimonials.flatMap((item, index) =>
      (exampleVideoIds as readonly string[]).includes(item.video)
        ? [
            {
              field: `testimonials.${index}.video`,
              label: `Depoimento em vídeo ${index + 1}: vídeo de exemplo`,
            },
          ]
        : [],
    ),
    ...((exampleVideoIds as readonly string[]).includes(value.about.video)
      ? [{ field: "about.video", label: "Vídeo institucional: vídeo de exemplo" }]
      : []),
  ],
});
