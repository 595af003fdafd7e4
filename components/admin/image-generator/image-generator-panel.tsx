"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";

import { useActionForm } from "@/components/forms/use-action-form";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ImagePromptSuggestion } from "@/content/image-prompts";
import { adminMessages } from "@/content/messages/en/admin";
import { imageToolsMessages } from "@/content/messages/en/image-tools";
import { generateImageAction } from "@/lib/actions/generate-image";
import { IMAGE_PROMPT_MAX_LENGTH } from "@/lib/validations/image-prompt-limits";

import { GeneratedImagePane } from "./generated-image-pane";
import { PromptSuggestions } from "./prompt-suggestions";

const { generator, generation } = imageToolsMessages;

/** Idle, generating, result or error (specification section 4, Image generator). */
export function ImageGeneratorPanel({ suggestions }: { suggestions: ImagePromptSuggestion[] }) {
  const { result, formAction, handleSubmit, pending, fieldErrors, values } = useActionForm(generateImageAction, {
    unreachable: generation.failed(adminMessages.unexpected),
  });
  const generated = result?.ok ? result.data : undefined;
  const [prompt, setPrompt] = useState(generated?.prompt ?? values.prompt ?? "");
  const [clientError, setClientError] = useState<string | null>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);

  // One toast per finished generation, the answer to a form posted before JavaScript loaded too; a new result
  // arrives for every submit, even with the same text.
  useEffect(() => {
    if (!result?.message) return;
    if (result.ok) notify.success(result.message);
    else notify.error(result.message);
    if (!result.ok && result.fieldErrors.prompt) promptRef.current?.focus();
  }, [result]);

  // The server checks too (and for forms sent before JavaScript loaded); this saves a round trip.
  function submit(event: FormEvent<HTMLFormElement>) {
    if (!prompt.trim()) {
      event.preventDefault();
      setClientError(generation.emptyPrompt);
      notify.error(generation.emptyPrompt);
      promptRef.current?.focus();
      return;
    }
    setClientError(null);
    handleSubmit(event);
  }

  const error = clientError ?? fieldErrors.prompt ?? null;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-8">
        <form action={formAction} onSubmit={submit} noValidate className="space-y-3">
          <Label htmlFor="image-prompt">{generator.promptLabel}</Label>
          <Textarea
            ref={promptRef}
            id="image-prompt"
            name="prompt"
            rows={5}
            maxLength={IMAGE_PROMPT_MAX_LENGTH}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "image-prompt-hint image-prompt-error" : "image-prompt-hint"}
          />
          <p id="image-prompt-hint" className="text-muted-foreground text-sm">
            {generator.promptHint}
          </p>
          {error ? (
            <p id="image-prompt-error" className="text-destructive text-sm font-medium">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? generator.submitting : generator.submit}
          </Button>
        </form>
        <PromptSuggestions
          suggestions={suggestions}
          disabled={pending}
          onPick={(picked) => {
            setPrompt(picked);
            setClientError(null);
            promptRef.current?.focus();
          }}
        />
      </div>
      <div>
        <GeneratedImagePane pending={pending} generated={generated} />
        <p role="status" aria-live="polite" className="sr-only">
          {pending ? generator.progressAnnouncement : (result?.message ?? "")}
        </p>
      </div>
    </div>
  );
}
