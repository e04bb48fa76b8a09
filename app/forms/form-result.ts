/**
 * What a public form's post answers, shared by the page actions (plain HTML form, no
 * JavaScript), the JSON endpoints the enhanced forms post to, and the form components.
 */

/** A refused post: a message per field (and for the whole form) and what the visitor typed. */
export type FormRefusal = {
  status: "error";
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
};

/** The contact form: on success, the admin's message and where to send the visitor, if anywhere. */
export type ContactFormResult =
  | { status: "success"; successMessage: string; redirectUrl: string }
  | FormRefusal;

/**
 * The expo form: "success" means the registration is stored; its webhook is delivered (and
 * retried) afterwards by the delivery worker.
 */
export type ExpoFormResult = { status: "success" } | FormRefusal;
