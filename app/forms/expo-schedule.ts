/**
 * The expo's calendar as visitors read it and as the scheduling form offers and checks it: the
 * event's days (each with its opening and closing time), in Brasília time. Plain functions of the
 * `expo` section's value, shared by the page, the form in the browser and the server's check.
 */

/** The weekdays' keys, Sunday first: a day of the event may carry the name it is announced by. */
export const weekdayKeys = ["domingo", "segunda", "terca", "quarta", "quinta", "sexta", "sabado"] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];

/**
 * A day of the event. `weekday`, when set, is how the page and the form call it ("quinta" for
 * 25 June 2025, as the fair announces its days); blank, the name follows the date.
 */
export type ExpoDay = { date: string; opens: string; closes: string; weekday?: WeekdayKey | "" };
export type ExpoCalendar = { days: readonly ExpoDay[] };
export type ExpoOption = { value: string; label: string };

/** Each visit slot lasts two hours, from the day's opening; the last one ends at closing. */
const slotMinutes = 120;

const weekdays = [
  "Domingo",
  "Segunda-feira",
  "Terça-feira",
  "Quarta-feira",
  "Quinta-feira",
  "Sexta-feira",
  "Sábado",
];
const shortWeekdays = ["Domingo", "Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado"];
const months = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

// Made once: building a formatter costs far more than formatting (the page cache asks per request).
const brasiliaDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date (YYYY-MM-DD) in Brasília, where the fair happens. */
export function brasiliaToday(now: Date = new Date()): string {
  return brasiliaDate.format(now);
}

function parts(date: string) {
  const [year, month, day] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday };
}

/** The day's weekday (0 = Sunday): the name it carries, or the date's own. */
function weekdayOf(day: { date: string; weekday?: string }): number {
  const named = weekdayKeys.indexOf(day.weekday as WeekdayKey);
  return named >= 0 ? named : parts(day.date).weekday;
}

/** "Quinta-feira, 25 de junho": a date, named by `weekday` when given. */
export function dayLabel(date: string, weekday?: string): string {
  const { month, day } = parts(date);
  return `${weekdays[weekdayOf({ date, weekday })]}, ${day} de ${months[month - 1]}`;
}

/** "25 de junho de 2025". */
export function longDate(date: string): string {
  const { year, month, day } = parts(date);
  return `${day} de ${months[month - 1]} de ${year}`;
}

/** "13h", "13h30". */
export function hourText(time: string): string {
  const [hours, minutes] = time.split(":");
  return `${Number(hours)}h${minutes === "00" ? "" : minutes}`;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export function firstDay(calendar: ExpoCalendar): ExpoDay {
  return calendar.days[0];
}

export function lastDay(calendar: ExpoCalendar): ExpoDay {
  return calendar.days[calendar.days.length - 1];
}

/** The event is over once its last day has passed in Brasília. */
export function hasEnded(calendar: ExpoCalendar, today: string): boolean {
  return today > lastDay(calendar).date;
}

/** "25 a 28 de junho de 2025", "30 de junho a 2 de julho de 2025", "25 de junho de 2025". */
export function dateRangeText(calendar: ExpoCalendar): string {
  const first = parts(firstDay(calendar).date);
  const last = parts(lastDay(calendar).date);
  const end = longDate(lastDay(calendar).date);
  if (calendar.days.length === 1) return end;
  if (first.year !== last.year) return `${longDate(firstDay(calendar).date)} a ${end}`;
  if (first.month !== last.month) return `${first.day} de ${months[first.month - 1]} a ${end}`;
  return `${first.day} a ${end}`;
}

function weekdayRange(days: readonly ExpoDay[]): string {
  const first = shortWeekdays[weekdayOf(days[0])];
  if (days.length === 1) return first;
  return `${first} a ${shortWeekdays[weekdayOf(days[days.length - 1])].toLowerCase()}`;
}

/** "Quinta a domingo". */
export function weekdaysText(calendar: ExpoCalendar): string {
  return weekdayRange(calendar.days);
}

/** Consecutive days with the same hours, as read: [{ days: "Quinta a sábado", time: "13h às 21h" }, …]. */
export function openingHours(calendar: ExpoCalendar): { days: string; time: string }[] {
  const groups: ExpoDay[][] = [];
  for (const day of calendar.days) {
    const group = groups[groups.length - 1];
    if (group && group[0].opens === day.opens && group[0].closes === day.closes) group.push(day);
    else groups.push([day]);
  }
  return groups.map((group) => ({
    days: weekdayRange(group),
    time: `${hourText(group[0].opens)} às ${hourText(group[0].closes)}`,
  }));
}

/** A slot's value is its hours ("13h-15h"), as the form has always stored it. */
function slotValue(start: number, end: number): string {
  return `${hourText(timeOf(start))}-${hourText(timeOf(end))}`;
}

/** A slot's label from its value: "13h-15h" → "13h às 15h". */
export function slotLabel(value: string): string {
  return value.replace("-", " às ");
}

/** The visit slots of one day. */
export function slotsOf(day: ExpoDay): ExpoOption[] {
  const slots: ExpoOption[] = [];
  const closes = minutesOf(day.closes);
  for (let start = minutesOf(day.opens); start < closes; start += slotMinutes) {
    const value = slotValue(start, Math.min(start + slotMinutes, closes));
    slots.push({ value, label: slotLabel(value) });
  }
  return slots;
}

/** The days still open for a visit (today and later), as the form offers them. */
export function dayOptions(calendar: ExpoCalendar, today: string): ExpoOption[] {
  return calendar.days
    .filter((day) => day.date >= today)
    .map((day) => ({ value: day.date, label: dayLabel(day.date, day.weekday) }));
}

/** Every slot of any offered day, in time order (the form narrows them to the chosen day). */
export function timeOptions(calendar: ExpoCalendar, today: string): ExpoOption[] {
  const seen = new Map<string, { option: ExpoOption; start: number }>();
  for (const day of calendar.days.filter((d) => d.date >= today)) {
    for (const option of slotsOf(day)) {
      if (!seen.has(option.value)) seen.set(option.value, { option, start: minutesOf(day.opens) });
    }
  }
  return [...seen.values()]
    .sort(
      (a, b) =>
        slotStart(a.option.value) - slotStart(b.option.value) || a.option.value.localeCompare(b.option.value),
    )
    .map((entry) => entry.option);
}

function slotStart(value: string): number {
  const match = /^(\d+)h(\d*)/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2] || 0) : 0;
}

function slotEnd(value: string): number {
  const match = /-(\d+)h(\d*)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2] || 0) : 0;
}

export const expoCalendarMessages = {
  ended: "O evento foi encerrado e não recebe mais agendamentos.",
  notAnEventDay: "Escolha um dos dias do evento",
  pastDay: "Esta data já passou: escolha um dos próximos dias do evento",
} as const;

/** Why a day can't be booked (null when it can). */
export function dayProblem(calendar: ExpoCalendar, date: string, today: string): string | null {
  if (hasEnded(calendar, today)) return expoCalendarMessages.ended;
  if (!calendar.days.some((day) => day.date === date)) return expoCalendarMessages.notAnEventDay;
  if (date < today) return expoCalendarMessages.pastDay;
  return null;
}

/**
 * Why a slot can't be booked on a day of the event (null when it can): "Domingo: atendimento até
 * 19h" when it runs past that day's closing, "… a partir das 14h" when it starts before opening.
 * No hour chosen yet is no problem of the day's: the form asks for one ("Selecione um horário")
 * only when it is sent.
 */
export function slotProblem(calendar: ExpoCalendar, date: string, slot: string): string | null {
  if (slot === "") return null;
  const day = calendar.days.find((d) => d.date === date);
  if (!day || slotsOf(day).some((option) => option.value === slot)) return null;
  const weekday = shortWeekdays[weekdayOf(day)];
  if (slotStart(slot) < minutesOf(day.opens))
    return `${weekday}: atendimento a partir das ${hourText(day.opens)}`;
  if (slotEnd(slot) > minutesOf(day.closes)) return `${weekday}: atendimento até ${hourText(day.closes)}`;
  return `${weekday}: escolha um dos horários de ${slotsOf(day)
    .map((o) => o.label)
    .join(", ")}`;
}

/** The event's first opening and last closing as ISO date-times in Brasília (UTC−3, no daylight saving). */
export function eventStartsAt(calendar: ExpoCalendar): string {
  const day = firstDay(calendar);
  return `${day.date}T${day.opens}:00-03:00`;
}

export function eventEndsAt(calendar: ExpoCalendar): string {
  const day = lastDay(calendar);
  return `${day.date}T${day.closes}:00-03:00`;
}
