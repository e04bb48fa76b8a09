import { z } from "zod";
import { type WeekdayKey, weekdayKeys } from "~/forms/expo-schedule";
import {
  calendarDate,
  optionalImage,
  optionalText,
  requiredText,
  timeOfDay,
  youtubeVideo,
} from "~/forms/section-rules";
import { postalAddressFields, postalAddressShape } from "../address";
import { defineSection } from "../define";

/**
 * The expo event: its name, its days with each day's hours (and the weekday each is announced
 * by), the venue, our booth and the invitation video. The page, the scheduling form's days and
 * hours and the server's check of a booking follow it; after its last day the page says the
 * event has ended and the form takes no bookings (app/forms/expo-schedule.ts).
 */

/** The invitation video's id shipped with the product: no real video yet. */
export const exampleExpoVideoId = "Xp0AbF25cTa";

const weekdayMessage = "Escolha um dia da semana da lista";

const day = z
  .object({
    date: calendarDate(),
    opens: timeOfDay(),
    closes: timeOfDay(),
    /** Blank (or absent in a value stored before it existed): the date's own weekday. */
    weekday: z
      .union([z.enum(weekdayKeys, { error: weekdayMessage }), z.literal("")], { error: weekdayMessage })
      .default(""),
  })
  .refine((d) => d.closes > d.opens, { path: ["closes"], error: "O fechamento deve ser depois da abertura" });

const schema = z.object({
  name: requiredText("o nome do evento", 80),
  fullName: requiredText("o nome oficial do evento", 120),
  days: z
    .array(day, { error: "Informe os dias do evento" })
    .min(1, { error: "Informe ao menos um dia do evento" })
    .max(14, { error: "Use no máximo 14 dias" })
    .superRefine((days, ctx) => {
      for (let index = 1; index < days.length; index++) {
        if (days[index].date <= days[index - 1].date) {
          ctx.addIssue({
            code: "custom",
            path: [index, "date"],
            message: "Liste os dias em ordem, sem repetir datas",
          });
        }
      }
    }),
  venue: z.object({ name: requiredText("o local do evento", 120), ...postalAddressShape }),
  booth: optionalText(80),
  video: z.object({
    video: youtubeVideo(),
    title: requiredText("o título do vídeo", 120),
    poster: optionalImage(),
  }),
});

const weekdayOptions: { value: WeekdayKey; label: string }[] = [
  { value: "domingo", label: "Domingo" },
  { value: "segunda", label: "Segunda-feira" },
  { value: "terca", label: "Terça-feira" },
  { value: "quarta", label: "Quarta-feira" },
  { value: "quinta", label: "Quinta-feira" },
  { value: "sexta", label: "Sexta-feira" },
  { value: "sabado", label: "Sábado" },
];

export type ExpoEvent = z.output<typeof schema>;

export const expo = defineSection({
  id: "expo",
  label: "Evento (Expo)",
  group: "Expo ABF",
  schema,
  defaults: {
    name: "Expo ABF 2025",
    fullName: "ABF Franchising Expo 2025",
    days: [
      // The fair announces 25 to 28 June 2025 as Thursday to Sunday (the calendar has Wednesday
      // to Saturday): the days carry the names it uses.
      { date: "2025-06-25", opens: "13:00", closes: "21:00", weekday: "quinta" },
      { date: "2025-06-26", opens: "13:00", closes: "21:00", weekday: "sexta" },
      { date: "2025-06-27", opens: "13:00", closes: "21:00", weekday: "sabado" },
      { date: "2025-06-28", opens: "13:00", closes: "19:00", weekday: "domingo" },
    ],
    venue: {
      name: "Expo Center Norte",
      street: "Rua José Bernardo Pinto, 333 – Vila Guilherme",
      city: "São Paulo",
      region: "SP",
      postalCode: "02055-000",
    },
    booth: "",
    video: {
      video: exampleExpoVideoId,
      title: "Convite da Cota Fácil para a Expo ABF 2025",
      poster: "/images/expo/convite-expo-abf-2025.svg",
    },
  },
  fields: [
    { name: "name", label: "Nome do evento", kind: "text", description: "Como aparece no título da página." },
    {
      name: "fullName",
      label: "Nome oficial",
      kind: "text",
      description: "Por exemplo ABF Franchising Expo 2025.",
    },
    {
      name: "days",
      label: "Dias e horários",
      kind: "list",
      itemLabel: "Dia do evento",
      minItems: 1,
      maxItems: 14,
      description:
        "Um item por dia, em ordem: o primeiro é o início, o último o encerramento (horário de Brasília). O agendamento oferece só estes dias e horários, em visitas de 2 horas.",
      fields: [
        { name: "date", label: "Data", kind: "date" },
        { name: "opens", label: "Abre às", kind: "time" },
        { name: "closes", label: "Fecha às", kind: "time" },
        {
          name: "weekday",
          label: "Dia da semana",
          kind: "text",
          description:
            "Como o dia é chamado na página e no agendamento (por exemplo “Quinta a domingo”). Sem escolha: o dia da semana da data.",
          options: weekdayOptions,
        },
      ],
    },
    {
      name: "venue",
      label: "Local",
      kind: "group",
      fields: [{ name: "name", label: "Nome do local", kind: "text" }, ...postalAddressFields],
    },
    {
      name: "booth",
      label: "Estande",
      kind: "text",
      description: "Opcional, por exemplo “Rua B, estande 42”. Vazio: não aparece na página.",
    },
    {
      name: "video",
      label: "Vídeo-convite",
      kind: "group",
      fields: [
        {
          name: "video",
          label: "Vídeo do YouTube",
          kind: "youtube",
          description:
            "O endereço do vídeo (youtube.com/watch?v=…, youtu.be/…) ou o código de 11 caracteres.",
        },
        { name: "title", label: "Título", kind: "text" },
        {
          name: "poster",
          label: "Imagem de capa",
          kind: "image",
          description: "Da biblioteca de mídia, 16:9. Vazio: a imagem do próprio YouTube.",
        },
      ],
    },
  ],
  shownOn: ["/expo-abf-2025"],
  exampleValues: (value) =>
    value.video.video === exampleExpoVideoId
      ? [{ field: "video.video", label: "Vídeo-convite da Expo: vídeo de exemplo" }]
      : [],
});
