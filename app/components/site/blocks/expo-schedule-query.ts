/** The query a composed page's scheduling form posts with (its contact form posts without). */
export const expoScheduleQuery = "formulario=agendamento";
