/**
 * Partner institutions of the #parceiros carousel (public-site.md §3 "Partner"; 28 logos, §9).
 * The names are the network's partner list as the site shows it; each logo is a local SVG.
 */

export type Partner = { id: string; name: string; img: string };

const partnerNames: Array<[id: string, name: string]> = [
  ["banco-horizonte", "Banco Horizonte"],
  ["seguradora-aurora", "Seguradora Aurora"],
  ["alvorada-consorcios", "Alvorada Consórcios"],
  ["banco-meridiano", "Banco Meridiano"],
  ["vertice-seguros", "Vértice Seguros"],
  ["lago-azul-consorcios", "Lago Azul Consórcios"],
  ["banco-ipe", "Banco Ipê"],
  ["mare-alta-seguros", "Maré Alta Seguros"],
  ["credito-cerrado", "Crédito Cerrado"],
  ["banco-sol-poente", "Banco Sol Poente"],
  ["ancora-seguros", "Âncora Seguros"],
  ["pampa-consorcios", "Pampa Consórcios"],
  ["banco-jacaranda", "Banco Jacarandá"],
  ["guardia-seguros", "Guardiã Seguros"],
  ["rota-sul-financeira", "Rota Sul Financeira"],
  ["banco-mirante", "Banco Mirante"],
  ["colina-seguros", "Colina Seguros"],
  ["serra-azul-consorcios", "Serra Azul Consórcios"],
  ["banco-araucaria", "Banco Araucária"],
  ["pilar-seguradora", "Pilar Seguradora"],
  ["litoral-capital", "Litoral Capital"],
  ["banco-estrela-guia", "Banco Estrela Guia"],
  ["uniao-central-consorcios", "União Central Consórcios"],
  ["seguradora-sabia", "Seguradora Sabiá"],
  ["banco-veredas", "Banco Veredas"],
  ["prisma-seguros", "Prisma Seguros"],
  ["nascente-consorcios", "Nascente Consórcios"],
  ["cooperativa-vale-verde", "Cooperativa Vale Verde"],
];

export const partners: Partner[] = partnerNames.map(([id, name]) => ({
  id,
  name,
  img: `/images/partners/${id}.svg`,
}));

/** Intrinsic size of every partner logo file (no layout shift). */
export const partnerLogoSize = { width: 200, height: 80 } as const;
