import { z } from "zod";
import { imagePath, listSection, requiredText } from "../card-rules";
import { segmentPaths } from "./segments";

/**
 * The seals of 'Reconhecimentos e Premiações': the grid shows
 * the seals that exist, none to many. A seal without image shows a round placeholder; the first of
 * those is the slot the verified-company seal script fills (id ra-verified-seal, root.tsx).
 */

const sealSchema = z.object({
  name: requiredText("o nome do selo", 100),
  image: imagePath({ optional: true }),
});

export type AwardSeal = z.output<typeof sealSchema>;

const shippedSeals: AwardSeal[] = [
  { name: "Empresa Verificada", image: "" },
  { name: "Ambiente de Trabalho Certificado", image: "/images/awards/ambiente-de-trabalho.svg" },
  {
    name: "Associada ao Conselho Nacional de Franquias",
    image: "/images/awards/associada-franquias.svg",
  },
  { name: "Excelência em Franchising 2024", image: "/images/awards/excelencia-franchising-2024.svg" },
  { name: "Excelência em Franchising 2025", image: "/images/awards/excelencia-franchising-2025.svg" },
  { name: "Expansão Internacional 2025", image: "/images/awards/expansao-internacional-2025.svg" },
  {
    name: "Destaque Pequenos Negócios 2024",
    image: "/images/awards/destaque-pequenos-negocios-2024.svg",
  },
  {
    name: "Destaque Pequenos Negócios 2025",
    image: "/images/awards/destaque-pequenos-negocios-2025.svg",
  },
];

export const awardsSection = listSection({
  id: "awards",
  label: "Selos e premiações",
  group: "Página inicial",
  item: sealSchema,
  counts: { min: 0, max: 24, tooFew: "", items: "selos" },
  list: {
    label: "Selos",
    itemLabel: "Selo",
    description:
      "Os selos da grade 'Reconhecimentos e Premiações', na ordem em que aparecem. Um selo sem imagem mostra um círculo: o primeiro deles recebe o selo de empresa verificada.",
  },
  itemFields: [
    { name: "image", label: "Imagem (opcional)", kind: "image", description: "Quadrada, 160 × 160 px." },
    { name: "name", label: "Nome", kind: "text" },
  ],
  defaults: shippedSeals,
  shownOn: ["/", ...segmentPaths],
  exampleValues: (value) => {
    const shipped = new Set(shippedSeals.filter((seal) => seal.image !== "").map((seal) => seal.image));
    return value.items.some((seal) => shipped.has(seal.image))
      ? [{ field: "items", label: "Selos e premiações: imagens de exemplo" }]
      : [];
  },
});
