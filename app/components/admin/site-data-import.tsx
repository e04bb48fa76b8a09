import { Loader2, Upload } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { cn } from "~/lib/cn";

/**
 * Step one of 'Import JSON': the file goes to /admin/site-data, which checks it and shows what
 * it would change; nothing is applied until that preview is confirmed. On the dashboard and,
 * after a refused file, on /admin/site-data.
 */
export function ImportFileForm({ error, className }: { error?: string; className?: string }) {
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "pre-visualizar-importacao";
  return (
    <Form
      method="post"
      action="/admin/site-data"
      encType="multipart/form-data"
      className={cn("grid gap-3", className)}
    >
      <input type="hidden" name="intent" value="pre-visualizar-importacao" />
      <Field
        id="arquivo-json"
        errorId="arquivo-json-erro"
        label="Arquivo para importar"
        required
        error={error}
      >
        <FileInput name="file" accept="application/json,.json" />
      </Field>
      <Button
        type="submit"
        variant="outline"
        disabled={sending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {sending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
        Import JSON
      </Button>
    </Form>
  );
}
