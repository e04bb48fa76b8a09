import { defaultContactFields, defaultContactSettings } from "~/forms/contact";

/**
 * What the admin's Contact Form tab (/admin/forms) posts, as the browser sends it: every field
 * as shipped (a switch posts "on" when on), the fields named in `optional` not required, and
 * `changes` over the rest.
 */
export function contactFormScreenPost(changes: Record<string, string> = {}, optional: string[] = []) {
  const body: Record<string, string> = { intent: "save" };
  for (const f of defaultContactFields) {
    body[`fields.${f.name}.label`] = f.label;
    body[`fields.${f.name}.placeholder`] = f.placeholder ?? "";
    if (!optional.includes(f.name)) body[`fields.${f.name}.required`] = "on";
  }
  Object.assign(body, {
    submitButtonText: defaultContactSettings.submitButtonText,
    successMessage: defaultContactSettings.successMessage,
    redirectUrl: "/thank-you",
    webhookUrl: "",
    ...changes,
  });
  return body;
}
