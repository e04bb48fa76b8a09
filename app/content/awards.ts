/**
 * Seals of the awards section (public-site.md §2 and §3 "Award seal"). The first seal is the
 * placeholder that a verified-company seal script may fill: its card carries the id
 * ra-verified-seal. A seal without image shows a round placeholder.
 */

export type AwardSeal = {
  /** Only the verified-company seal has one: the target element of the seal script. */
  id?: string;
  name: string;
  img?: string;
};

/** The element id the verified-company seal script fills. */
export const verifiedSealId = "ra-verified-seal";

export const awardSeals: AwardSeal[] = [
  { id: verifiedSealId, name: "Empresa Verificada" },
  { name: "Ambiente de Trabalho Certificado", img: "/images/awards/ambiente-de-trabalho.svg" },
  {
    name: "Associada ao Conselho Nacional de Franquias",
    img: "/images/awards/associada-franquias.svg",
  },
  { name: "Excelência em Franchising 2024", img: "/images/awards/excelencia-franchising-2024.svg" },
  { name: "Excelência em Franchising 2025", img: "/images/awards/excelencia-franchising-2025.svg" },
  { name: "Expansão Internacional 2025", img: "/images/awards/expansao-internacional-2025.svg" },
  {
    name: "Destaque Pequenos Negócios 2024",
    img: "/images/awards/destaque-pequenos-negocios-2024.svg",
  },
  {
    name: "Destaque Pequenos Negócios 2025",
    img: "/images/awards/destaque-pequenos-negocios-2025.svg",
  },
];

/** Intrinsic size of every seal image file. */
export const awardSealSize = { width: 160, height: 160 } as const;
