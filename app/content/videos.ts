/**
 * Videos of the home page (public-site.md §3 "Video testimonial"): the franchisee testimonials of
 * the #depoimentos-video carousel and the about video of #sobre. They play from the video platform
 * only after a click; until then a local thumbnail stands in.
 */

export type VideoTestimonial = {
  /** The video platform's id of the video. */
  id: string;
  title: string;
  url: string;
  franchisee: string;
  /** City/UF. */
  location: string;
  model: string;
  description: string;
  /** Local thumbnail shown until the visitor plays the video (16:9). */
  thumbnail: string;
};

export type Video = { id: string; title: string; url: string; thumbnail: string };

export const videoTestimonials: VideoTestimonial[] = [
  {
    id: "qP7mT2xKc4A",
    title: "Do banco para o próprio negócio",
    url: "https://www.youtube.com/watch?v=qP7mT2xKc4A",
    franchisee: "Carlos Eduardo Ramos",
    location: "Campinas/SP",
    model: "Franquia Office",
    description:
      "Depois de 15 anos como gerente de banco, Carlos usou a experiência com crédito para abrir seu escritório e hoje atende empresas da região com consórcios, seguros e financiamentos.",
    thumbnail: "/images/videos/depoimento-carlos.svg",
  },
  {
    id: "Vb3nR8yLs0E",
    title: "Empreender de casa com resultado de empresa",
    url: "https://www.youtube.com/watch?v=Vb3nR8yLs0E",
    franchisee: "Juliana Martins",
    location: "Goiânia/GO",
    model: "Franquia Home",
    description:
      "Mãe de dois filhos, Juliana organizou a rotina para trabalhar de casa e conta como o treinamento e o marketing pronto a ajudaram a conquistar os primeiros clientes em poucas semanas.",
    thumbnail: "/images/videos/depoimento-juliana.svg",
  },
  {
    id: "hT5wZ1dNm9Q",
    title: "Uma loja que virou referência no bairro",
    url: "https://www.youtube.com/watch?v=hT5wZ1dNm9Q",
    franchisee: "Paulo e Renata Oliveira",
    location: "Florianópolis/SC",
    model: "Franquia Loja",
    description:
      "O casal abriu uma loja Cota Fácil em uma avenida movimentada e mostra como a presença física trouxe credibilidade e clientes que voltam para contratar novos produtos.",
    thumbnail: "/images/videos/depoimento-paulo-renata.svg",
  },
];

export const aboutVideo: Video = {
  id: "Lm4cX9pRa2U",
  title: "Conheça a Cota Fácil",
  url: "https://www.youtube.com/watch?v=Lm4cX9pRa2U",
  thumbnail: "/images/videos/sobre-cota-facil.svg",
};

/** The privacy-enhanced player address that starts the video at once. */
export function videoEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}
