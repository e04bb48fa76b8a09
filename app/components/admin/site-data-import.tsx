import { Loader2, Upload } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { inputClassName } from "~/components/auth/form-field";
import { Button } from "~/components/ui/button";
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
      <div>
        <label htmlFor="arquivo-json" className="mb-1.5 block text-sm font-medium text-ink">
          Arquivo para importar
        </label>
        <input
          id="arquivo-json"
          name="file"
          type="file"
          accept="application/json,.json"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "arquivo-json-erro" : undefined}
          className={cn(
            inputClassName,
            "h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-primary-soft file:px-3 file:py-1.5 file:font-semibold file:text-primary-strong",
          )}
        />
        {error && (
          <p id="arquivo-json-erro" className="mt-1.5 text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
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
